package dev.ralphdesk.core.harness;

import java.util.Objects;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A top-level command of the command line ({@code ralph-desk NAME …}) that a plugin contributes
 * through its {@code PluginContext}, so that removing the plugin removes the command. The factory
 * makes the picocli command object (a class annotated with {@code @Command}, its sub-commands
 * included) for the harness the plugin was installed into; it only keeps the services it is given
 * and does no work until the command runs.
 */
public record CliCommand(String name, Function<CliServices, Object> factory) {
    /** Compiled once; {@code String.matches} compiled it anew for each command made at start-up. */
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");

    public CliCommand {
        Objects.requireNonNull(factory, "factory");
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("a command name is lower-case words joined by '-', not '" + name + "'");
        }
    }

    /** The picocli command object for these services. */
    public Object create(CliServices services) {
        return Objects.requireNonNull(factory.apply(services), "the factory of command " + name + " made nothing");
    }
}
