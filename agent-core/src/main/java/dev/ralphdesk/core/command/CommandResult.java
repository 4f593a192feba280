package dev.ralphdesk.core.command;

import java.util.Objects;

/** What a command answers the person. */
public record CommandResult(boolean ok, String output) {
    public CommandResult {
        Objects.requireNonNull(output, "output");
    }

    public static CommandResult ok(String output) {
        return new CommandResult(true, output);
    }

    public static CommandResult error(String output) {
        return new CommandResult(false, output);
    }
}
