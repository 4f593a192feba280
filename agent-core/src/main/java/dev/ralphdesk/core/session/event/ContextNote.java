package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/** A model-visible note injected by the harness or a plugin (e.g. a goal snapshot). */
public record ContextNote(String source, String text) implements SessionEvent {
    public static final String TYPE = "context/note";

    public ContextNote {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(text, "text");
    }

    @Override
    public String type() {
        return TYPE;
    }
}
