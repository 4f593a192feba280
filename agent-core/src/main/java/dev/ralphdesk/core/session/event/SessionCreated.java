package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Map;
import java.util.Objects;

/**
 * First event of every session. {@code parentId}/{@code forkSeq} link a fork to its parent;
 * {@code runId}/{@code round} link a Ralph child to its run.
 */
public record SessionCreated(String kind, String title, String workspace, String parentId, Long forkSeq,
        String runId, Integer round) implements SessionEvent {
    public static final String TYPE = "session/created";

    public SessionCreated {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(workspace, "workspace");
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> indexColumns() {
        return Map.of("title", title);
    }
}
