package dev.ralphdesk.core.tool;

import dev.ralphdesk.core.session.SessionLineage;
import java.util.Objects;

/** A shell command waiting for approval: the exact command and the session that asks, with its lineage. */
public record ShellRequest(SessionLineage asker, String command) {
    public ShellRequest {
        Objects.requireNonNull(asker, "asker");
        Objects.requireNonNull(command, "command");
    }
}
