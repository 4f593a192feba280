package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Map;

/** The person renamed the session. */
public record SessionRenamed(String title) implements SessionEvent {
    public static final String TYPE = "session/renamed";

    public SessionRenamed {
        if (title == null || title.isBlank()) {
            throw new IllegalArgumentException("a session title must not be empty");
        }
        title = title.strip();
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
