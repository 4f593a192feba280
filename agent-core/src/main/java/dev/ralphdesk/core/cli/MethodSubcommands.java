package dev.ralphdesk.core.cli;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The sub-commands a command group declares as annotated methods, made here instead of by picocli for
 * a group that leaves them out of its own model ({@code @Command(addMethodSubcommands = false)}): only
 * those the caller picks (the command line: the one its words name). Picocli reads the annotations of
 * every parameter of every such method when it makes a group (for {@code sessions list}, about a third
 * of the main thread's start-up samples), while a command needs only the sub-command its words name.
 * They are made as picocli makes them, in its order, so a group with all of them reads as picocli's
 * own; a group that lets picocli make them keeps those.
 */
public final class MethodSubcommands {
    private MethodSubcommands() {
    }

    /**
     * {@code group}'s command line with the method sub-commands that {@code pick}, given all their names
     * and aliases, accepts one of the names of.
     */
    public static CommandLine of(Object group, Function<List<String>, Predicate<String>> pick) {
        CommandLine line = new CommandLine(group);
        List<Method> methods = CommandLine.getCommandMethods(group.getClass(), null);
        List<String> names = new ArrayList<>();
        for (Method method : methods) {
            names.addAll(names(method));
        }
        Predicate<String> wanted = pick.apply(names);
        for (Method method : methods) {
            List<String> own = names(method);
            if (!line.getSubcommands().containsKey(own.get(0)) && own.stream().anyMatch(wanted)) {
                line.addSubcommand(own.get(0), new CommandLine(method));
            }
        }
        return line;
    }

    /** The name and aliases of a method sub-command, read from its own annotation only. */
    private static List<String> names(Method method) {
        Command command = method.getAnnotation(Command.class);
        List<String> names = new ArrayList<>();
        // a method that names no command is named after itself (picocli's default name is "<main class>")
        names.add(command.name().equals("<main class>") ? method.getName() : command.name());
        names.addAll(List.of(command.aliases()));
        return names;
    }
}
