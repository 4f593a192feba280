package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.BackgroundExecutor;
import dev.ralphdesk.app.log.Secrets;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.settings.Settings;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import picocli.CommandLine.ExecutionException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;

/**
 * The headless entry for scripts and CI. Words that ask only for the version are answered by the
 * root command alone, with nothing composed. Other words are parsed against the commands they name,
 * made before anything is composed, which answer {@code --help}, {@code --version} and bad arguments
 * by themselves. Otherwise the application is composed once, for the global options given — data
 * folder, settings, model — and the parsed command runs in it. Errors are printed plainly with an exit
 * code from the one table ({@code ExitCode}); never a stack trace. Ctrl+C and SIGTERM stop the work
 * and end the command with 130 ({@link Interrupts}).
 */
public final class Cli {
    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, String> env;
    private final boolean processEnds;

    /** The command line run within a process that goes on (tests, the training run). */
    public Cli(PrintStream out, PrintStream err, Map<String, String> env) {
        this(out, err, env, false);
    }

    /**
     * @param processEnds whether the process ends once {@link #run} returns (the launcher): a command that
     *     worked on the store then leaves what closing it would tidy to the next opening
     *     ({@link AppServices#closeForExit})
     */
    public Cli(PrintStream out, PrintStream err, Map<String, String> env, boolean processEnds) {
        this.out = out;
        this.err = err;
        this.env = env;
        this.processEnds = processEnds;
    }

    public int run(List<String> words) {
        String[] args = words.toArray(new String[0]);
        OptionalInt version = versionAlone(args);
        if (version.isPresent()) {
            return version.getAsInt();
        }
        ExecutorService executor = BackgroundExecutor.create();
        // the other core opens the log file, reads the settings file (bound by the mapper, made there), checks
        // SQLite's library and reads the bundled price table (a tree of Jackson's parser: no mapper) while the
        // words are parsed; nothing logs before the log file is waited for
        StartWork started = StartWork.begin(env, executor);
        RootCommand root = new RootCommand();
        ComposedServices services = new ComposedServices(out, err, () -> Secrets.of(env));
        CliTree commands = CliTree.of(services);
        CommandLine tree = commands.line(root, services, words);
        tree.setExecutionStrategy(new Composing(started, root.globals, services, executor));
        try {
            return tree.execute(args);
        } finally {
            started.logFile().join();
            // a first copy of sqlite's library is not cut off by the exit (a command has reported its failure)
            started.storeReady().exceptionally(failure -> null).join();
            executor.shutdown(); // help or bad arguments: no application took it over
        }
    }

    /**
     * Runs parsed words: help by the commands alone, a command in the application composed for it. A
     * class, not a lambda: a lambda's class, made while the class-data archive is made, would link
     * picocli's interface, which the archive then leaves out where it is a Java 5 class file (the published jar;
 * see {@code CliConventions}).
     */
    private final class Composing implements CommandLine.IExecutionStrategy {
        private final StartWork started;
        private final GlobalOptions globals;
        private final ComposedServices services;
        private final ExecutorService executor;

        Composing(StartWork started, GlobalOptions globals, ComposedServices services, ExecutorService executor) {
            this.started = started;
            this.globals = globals;
            this.services = services;
            this.executor = executor;
        }

        @Override
        public int execute(ParseResult parsed) {
            Integer help = CommandLine.executeHelpRequest(parsed);
            if (help != null) {
                return help;
            }
            if (!parsed.hasSubcommand()) {
                return new CommandLine.RunLast().execute(parsed);
            }
            started.logFile().join();
            return runComposed(globals, parsed, services, started.storeReady(), started.bundledPrices(),
                    started.settingsFile(), executor);
        }
    }

    /**
     * The answer to words that ask only for the version ({@code --version}, global options aside): the
     * root alone gives it, with nothing composed and no log file. Empty for any other words — a
     * command, help, a bad option — which the commands answer.
     */
    private OptionalInt versionAlone(String[] args) {
        if (!asksForVersion(args)) {
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

    /**
     * Whether a word is {@code --version} or a cluster of short options with {@code -V}. Checked by hand:
     * a regular expression per word was compiled anew for each word of every command, before anything
     * else starts (~5% of the main thread's start-up).
     */
    static boolean asksForVersion(String[] args) {
        for (String word : args) {
            if (word.equals("--version") || (isShortCluster(word) && word.indexOf('V') > 0)) {
                return true;
            }
        }
        return false;
    }

    /** {@code -} followed by ASCII letters only. */
    private static boolean isShortCluster(String word) {
        if (word.length() < 2 || word.charAt(0) != '-') {
            return false;
        }
        for (int i = 1; i < word.length(); i++) {
            char c = word.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
                return false;
            }
        }
        return true;
    }

    /** Composes the application for the options given and runs the parsed command in it. */
    private int runComposed(GlobalOptions globals, ParseResult parsed, ComposedServices services,
            CompletableFuture<Void> storeReady, CompletableFuture<PriceTable> bundledPrices,
            CompletableFuture<Optional<Settings>> settingsFile, ExecutorService executor) {
        try {
            HeadlessComposition composed = HeadlessComposition.compose(globals, env, out, err, Access.of(parsed),
                    storeReady, bundledPrices, settingsFile, executor);
            try (AppServices app = composed.app(); Interrupts interrupts = Interrupts.install(app)) {
                composed.owner().ifPresent(owner -> interrupts.onInterrupt(owner::abort));
                services.bind(composed);
                int code = execute(parsed);
                int exit = interrupts.interrupted() ? Interrupts.EXIT : code;
                if (processEnds) {
                    app.closeForExit(); // closing it again at the end of this block does nothing
                }
                return exit;
            }
        } catch (ExecutionException | CommandLine.ParameterException e) {
            throw e; // the command's own failure or bad words it found: the one handler reports them
        } catch (RuntimeException e) {
            // composing (settings, data folder, database) or closing failed: the one error handler reports it
            throw new ExecutionException(parsed.commandSpec().commandLine(), e.getMessage(), e);
        }
    }

    /**
     * Runs the parsed command, its failure reported by the one error handler while the application is
     * still open (as {@link CommandLine#execute} would).
     */
    private static int execute(ParseResult parsed) {
        try {
            return new CommandLine.RunLast().execute(parsed);
        } catch (ExecutionException e) {
            Exception cause = e.getCause() instanceof Exception exception ? exception : e;
            try {
                return parsed.commandSpec().commandLine().getExecutionExceptionHandler()
                        .handleExecutionException(cause, e.getCommandLine(), parsed);
            } catch (Exception unhandled) {
                throw new ExecutionException(e.getCommandLine(), unhandled.getMessage(), unhandled);
            }
        }
    }
}
