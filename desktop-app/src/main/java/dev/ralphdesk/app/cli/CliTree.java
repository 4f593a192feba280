package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.Composition;
import dev.ralphdesk.core.cli.CliConventions;
import dev.ralphdesk.core.cli.MethodSubcommands;
import dev.ralphdesk.core.harness.CliCommand;
import dev.ralphdesk.goal.service.GoalService;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * The command line: {@code chat}, the commands the plugins contribute, and {@code help [COMMAND]}.
 *
 * @param goals the goal service {@code chat --goal} runs rounds with, asked for only when it runs
 * @param commands the plugins' commands
 */
record CliTree(Supplier<GoalService> goals, List<CliCommand> commands) {
    private static final String HELP = "help";

    /** The product's command line, its commands running in the application {@code services} are given. */
    static CliTree of(ComposedServices services) {
        return new CliTree(() -> services.app().goal(), Composition.cliCommands(services::app));
    }

    /** Every command, with all their sub-commands. */
    CommandLine line(RootCommand root, ComposedServices services) {
        return line(root, services, List.of());
    }

    /**
     * Which of {@code names} (of commands, or of a group's sub-commands) to make for parsing
     * {@code words}: those named among them, or every one when none is or when help is asked for — a
     * usage lists them all.
     */
    static Predicate<String> namedIn(List<String> words, List<String> names) {
        Set<String> named = words.stream().filter(new HashSet<>(names)::contains).collect(Collectors.toSet());
        boolean help = words.stream().anyMatch(word -> word.equals(HELP) || word.equals("-h") || word.equals("--help"));
        return named.isEmpty() || help ? name -> true : named::contains;
    }

    /**
     * The commands to parse {@code words} with: those they name and, of a group, the sub-commands they
     * name (making a command's picocli model costs start-up time).
     */
    CommandLine line(RootCommand root, ComposedServices services, List<String> words) {
        List<String> names = new ArrayList<>(List.of(ChatCommand.NAME));
        commands.forEach(command -> names.add(command.name()));
        Predicate<String> wanted = namedIn(words, names);
        CommandLine line = new CommandLine(root.spec());
        if (wanted.test(ChatCommand.NAME)) {
            line.addSubcommand(ChatCommand.NAME, new ChatCommand(goals, services).spec());
        }
        for (CliCommand command : commands) {
            if (wanted.test(command.name())) {
                line.addSubcommand(command.name(), MethodSubcommands.of(command.create(services),
                        subcommands -> namedIn(words, subcommands)));
            }
        }
        if (wanted.test(HELP)) {
            line.addSubcommand(HELP, new CommandLine.HelpCommand());
        }
        return described(line, services.out(), services.err());
    }

    /**
     * The root alone, without a command: enough to answer {@code --version}, with no application
     * composed.
     */
    static CommandLine root(RootCommand root, PrintStream out, PrintStream err) {
        return described(new CommandLine(root.spec()), out, err);
    }

    /** The root's version and description, and the conventions, once every command is added. */
    private static CommandLine described(CommandLine line, PrintStream out, PrintStream err) {
        CommandSpec spec = line.getCommandSpec();
        spec.versionProvider(new Version());
        spec.usageMessage()
                .description("A workbench for long-running LLM agent work in a local folder: chats, goals and Ralph "
                        + "runs, recorded in a local event log.",
                        "Without a command ralph-desk opens the window; with one it runs headless.")
                .footer("", "Run 'ralph-desk COMMAND --help' for a command's options.");
        return CliConventions.apply(line, out, err);
    }
}
