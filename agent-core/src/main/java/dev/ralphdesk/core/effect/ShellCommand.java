package dev.ralphdesk.core.effect;

import java.util.Objects;

/**
 * A shell command about to run.
 *
 * @param protectedTarget the protected folders the command asked to write ({@code .git/}), or null
 */
public record ShellCommand(String tool, String command, String protectedTarget) implements Effect {
    public ShellCommand {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(command, "command");
    }

    @Override
    public Kind kind() {
        return Kind.SHELL;
    }

    @Override
    public String subject() {
        return command;
    }

    @Override
    public String details() {
        return command;
    }
}
