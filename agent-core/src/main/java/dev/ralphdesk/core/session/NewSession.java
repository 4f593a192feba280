package dev.ralphdesk.core.session;

import java.nio.file.Path;
import java.util.Objects;

/** What a new session is made from. {@code runId}/{@code round} are set for Ralph children only. */
public record NewSession(SessionKind kind, String title, Path workspace, SessionId parent, String runId,
        Integer round) {
    public NewSession {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(workspace, "workspace");
        title = title == null || title.isBlank() ? "New session" : title.strip();
    }

    public static NewSession chat(String title, Path workspace) {
        return new NewSession(SessionKind.CHAT, title, workspace, null, null, null);
    }

    public static NewSession ralphChild(SessionId parent, String runId, int round, Path workspace) {
        return new NewSession(SessionKind.RALPH_CHILD, "Ralph " + runId + " round " + round, workspace, parent,
                runId, round);
    }
}
