package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.tool.Workspace;
import java.util.Objects;

/** What a system-prompt section is rendered for: the session's kind, its workspace and the turn. */
public record PromptScope(SessionKind kind, Workspace workspace, String turnId) {
    public PromptScope {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(turnId, "turnId");
    }
}
