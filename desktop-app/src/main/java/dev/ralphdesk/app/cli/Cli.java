package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.log.Secrets;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import picocli.CommandLine.ExecutionException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;

/**
 * The headless entry for scripts and CI. Words that ask only for the version are answered by the
 * root command alone, with nothing composed. Other words are parsed against the commands the plugins
 * contribute to an application composed only to describe them (no file touched), which answers
 * {@code --help}, {@code --version} and bad arguments by itself. Otherwise the application is
 * composed for the global options given — data folder, settings, model — and the words run against
 * its commands: a plugin's commands belong to the harness the plugin was installed into. Errors are
 * printed plainly with an exit code from the one table ({@code ExitCode}); never a stack trace. Ctrl+C
 * and SIGTERM stop the work and end the command with 130 ({@link Interrupts}).
 */
public final class Cli {
    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, String> env;

    public Cli(PrintStream out, PrintStream err, Map<String, String> env) {
        this.out = out;
        this.err = err;
        this.env = env;
    }

    public int run(List<String> words) {
        String[] args = words.toArray(String[]::new);
        OptionalInt version = versionAlone(args);
        if (version.isPresent()) {
            return version.getAsInt();
        }
        dev.ralphdesk.app.log.LogFile.install(env, "headless");
        try (AppServices described = Composition.describe()) {
            RootCommand root = new RootCommand();
            CommandLine tree = CliTree.of(root, described, ComposedServices.describing(described, out, err),
                    CliTree.namedIn(described, words));
            tree.setExecutionStrategy(parsed -> {
                Integer help = CommandLine.executeHelpRequest(parsed);
                if (help != null) {
                    return help;
                }
                if (!parsed.hasSubcommand()) {
                    return new CommandLine.RunLast().execute(parsed);
                }
                return runComposed(root.globals, args, parsed);
            });
            return tree.execute(args);
        }
    }

    /**
     * The answer to words that ask only for the version ({@code --version}, global options aside): the
     * root alone gives it, with nothing composed and no log file. Empty for any other words — a
     * command, help, a bad option — which the composed commands answer.
     */
    private OptionalInt versionAlone(String[] args) {
        if (Arrays.stream(args).noneMatch(word -> word.equals("--version") || word.matches("-[A-Za-z]*V[A-Za-z]*"))) {
            return OptionalInt.empty(); // no word asks for it: the root's model is not worth making twice
        }
        CommandLine root = CliTree.root(new RootCommand(), out, err);
        try {
            ParseResult parsed = root.parseArgs(args);
            if (!parsed.isVersionHelpRequested() || parsed.isUsageHelpRequested()) {
                return OptionalInt.empty();
            }
        } catch (CommandLine.ParameterException e) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(root.execute(args));
    }

    /** Composes the application for the options given and runs the words against its commands. */
    private int runComposed(GlobalOptions globals, String[] args, ParseResult parsed) {
        String command = parsed.subcommand().commandSpec().name();
        try {
            HeadlessComposition composed = HeadlessComposition.compose(globals, env, out, err, Access.of(parsed));
            try (AppServices app = composed.app(); Interrupts interrupts = Interrupts.install(app)) {
                composed.owner().ifPresent(owner -> interrupts.onInterrupt(owner::abort));
                int code = CliTree.of(new RootCommand(), app, new ComposedServices(app, composed.model(),
                        composed.owner(), out, err, Secrets.of(env)), command::equals).execute(args);
                return interrupts.interrupted() ? Interrupts.EXIT : code;
            }
        } catch (RuntimeException e) {
            // composing (settings, data folder, database) or closing failed: the one error handler reports it
            throw new ExecutionException(parsed.commandSpec().commandLine(), e.getMessage(), e);
        }
    }
}
