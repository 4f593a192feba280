package dev.ralphdesk.core.session;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * One row of the session index: what the session list shows without replaying anything.
 * {@code columns} holds the summary columns events maintain ({@code lastOutcome}, {@code goalPhase}, …).
 */
public record SessionInfo(SessionId id, SessionKind kind, String title, String workspace, SessionId parentId,
        Long forkSeq, Instant createdAt, Instant updatedAt, long lastSeq, boolean trashed,
        Map<String, String> columns) {
    public SessionInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        columns = columns == null ? Map.of() : Map.copyOf(columns);
    }

    public String column(String name) {
        return columns.get(name);
    }
}
