package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/** What a command did, shown to the person only. */
public record CommandDone(String invocationId, boolean ok, String output) implements SessionEvent {
    public static final String TYPE = "command/done";

    public CommandDone {
        Objects.requireNonNull(invocationId, "invocationId");
        output = output == null ? "" : output;
    }

    @Override
    public String type() {
        return TYPE;
    }
}
