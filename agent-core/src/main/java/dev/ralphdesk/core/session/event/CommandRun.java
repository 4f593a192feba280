package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/** The person ran a command such as {@code /goal}; never model-visible. */
public record CommandRun(String invocationId, String name, String arguments) implements SessionEvent {
    public static final String TYPE = "command/run";

    public CommandRun {
        Objects.requireNonNull(invocationId, "invocationId");
        Objects.requireNonNull(name, "name");
        arguments = arguments == null ? "" : arguments;
    }

    @Override
    public String type() {
        return TYPE;
    }
}
