package dev.ralphdesk.core.cli;

import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.tool.ToolException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * How every command of the product behaves, whoever contributed it: {@code --help} (and
 * {@code --version}) on each command and sub-command, with the exit-code table (the root command is
 * annotated {@code mixinStandardHelpOptions = true, scope = INHERIT}, which its sub-commands inherit, or
 * is made in code with {@code scope = INHERIT} and the two help options, which are given here to every
 * sub-command that lacks them; the rest is applied here to the whole tree); arguments taken
 * literally (no {@code @file} expansion, a repeated option keeps its last value); bad arguments print
 * {@code error: …} and a pointer to the help (exit code 2); a failure prints {@code error: …} with the
 * exit code it carries — never a stack trace.
 *
 * <p>No lambda or method reference here names a picocli type: picocli's published classes are Java 5 class
 * files (the laid-out application's are rewritten to Java 8 ones since: desktop-app's {@code
 * ClassFileUpgrade}; tests and other class paths still load the published jar), which a class-data
 * archive keeps only when nothing linked them while it was made, and making a
 * lambda's class at that time links the picocli types it names, so they (and every class built on
 * them) would be loaded from the jar at every start.
 */
public final class CliConventions {
    private static final int HELP_WIDTH = 100;

    private CliConventions() {
    }

    /**
     * Configures the root {@code line} and all its sub-commands; add every sub-command before calling this.
     *
     * @throws IllegalArgumentException when the root does not hand the help options down to its sub-commands
     */
    public static CommandLine apply(CommandLine line, PrintStream out, PrintStream err) {
        CommandSpec root = line.getCommandSpec();
        if (root.scopeType() != ScopeType.INHERIT || !hasHelpOptions(root)) {
            throw new IllegalArgumentException("the root command " + root.name() + " must be annotated "
                    + "mixinStandardHelpOptions = true, scope = INHERIT (or have such help options made in code)");
        }
        List<OptionSpec> helpOptions = new ArrayList<>();
        for (OptionSpec option : root.options()) {
            if (option.usageHelp() || option.versionHelp()) {
                helpOptions.add(option);
            }
        }
        // a root's version provider is handed on, not asked: its answer (a bundled file read, for the
        // application) is needed only by --version, and this runs at every start
        IVersionProvider provider = root.versionProvider();
        configure(root, provider, provider == null ? root.version() : null, helpOptions);
        Handlers handlers = new Handlers();
        return line.setOut(writer(out)).setErr(writer(err))
                .setExpandAtFiles(false)
                .setOverwrittenOptionsAllowed(true)
                .setParameterExceptionHandler(handlers)
                .setExecutionExceptionHandler(handlers);
    }

    /** Whether the command has a usage help and a version help option. */
    private static boolean hasHelpOptions(CommandSpec spec) {
        boolean usage = false;
        boolean version = false;
        for (OptionSpec option : spec.options()) {
            usage |= option.usageHelp();
            version |= option.versionHelp();
        }
        return usage && version;
    }

    /**
     * The root's version provider where it has one (to a command without a provider of its own), else its
     * version ({@code version}), to each command.
     */
    private static void configure(CommandSpec spec, IVersionProvider provider, String[] version,
            List<OptionSpec> helpOptions) {
        if (provider == null) {
            spec.version(version);
        } else if (spec.versionProvider() == null) {
            spec.versionProvider(provider);
        }
        spec.usageMessage().width(HELP_WIDTH).exitCodeListHeading("%nExit codes:%n").exitCodeList(ExitCode.table());
        // as picocli's mixin does: none of them where a command has an option of one of their names
        if (!hasAnyName(spec, helpOptions)) {
            for (OptionSpec option : helpOptions) {
                spec.addOption(OptionSpec.builder(option).inherited(true).build());
            }
        }
        for (CommandLine sub : spec.subcommands().values()) {
            configure(sub.getCommandSpec(), provider, version, helpOptions);
        }
    }

    private static boolean hasAnyName(CommandSpec spec, List<OptionSpec> options) {
        for (OptionSpec option : options) {
            for (String name : option.names()) {
                if (spec.optionsMap().containsKey(name)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Bad arguments and failures, reported as the class comment says. */
    private static final class Handlers implements CommandLine.IParameterExceptionHandler,
            CommandLine.IExecutionExceptionHandler {
        @Override
        public int handleParseException(ParameterException ex, String[] args) {
            return badArguments(ex);
        }

        @Override
        public int handleExecutionException(Exception ex, CommandLine line, ParseResult parsed) {
            return failed(ex, line);
        }
    }

    private static int badArguments(ParameterException ex) {
        CommandLine line = ex.getCommandLine();
        PrintWriter err = line.getErr();
        err.println("error: " + ex.getMessage());
        UnmatchedArgumentException.printSuggestions(ex, err);
        err.println(helpHint(line));
        err.flush();
        return ExitCode.USAGE.code();
    }

    private static int failed(Exception ex, CommandLine line) {
        ExitCode code = codeOf(ex);
        PrintWriter err = line.getErr();
        String message = ex.getMessage() == null || ex.getMessage().isBlank() ? ex.getClass().getSimpleName()
                : ex.getMessage();
        err.println("error: " + message);
        if (code == ExitCode.USAGE) {
            err.println(helpHint(line));
        }
        err.flush();
        return code.code();
    }

    /** The exit code of a failure: its own, or the kind of exception's. */
    private static ExitCode codeOf(Exception ex) {
        if (ex instanceof CliException cli) {
            return cli.code();
        }
        if (ex instanceof SessionStoreException || ex instanceof ToolException
                || ex instanceof ScriptedScenario.ScenarioException) {
            return ExitCode.ENVIRONMENT;
        }
        if (ex instanceof InterruptedException) {
            return ExitCode.CANCELLED;
        }
        return ExitCode.FAILED;
    }

    private static String helpHint(CommandLine line) {
        return "Run '" + line.getCommandSpec().qualifiedName() + " --help' for its options.";
    }

    private static PrintWriter writer(PrintStream stream) {
        return new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), true);
    }
}
