package dev.ralphdesk.core.cli;

import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.tool.ToolException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
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
        configure(root, root.version(), root.options().stream().filter(o -> o.usageHelp() || o.versionHelp()).toList());
        return line.setOut(writer(out)).setErr(writer(err))
                .setExpandAtFiles(false)
                .setOverwrittenOptionsAllowed(true)
                .setParameterExceptionHandler(CliConventions::badArguments)
                .setExecutionExceptionHandler(CliConventions::failed);
    }

    /** Whether the command has a usage help and a version help option. */
    private static boolean hasHelpOptions(CommandSpec spec) {
        return spec.options().stream().anyMatch(OptionSpec::usageHelp)
                && spec.options().stream().anyMatch(OptionSpec::versionHelp);
    }

    private static void configure(CommandSpec spec, String[] version, List<OptionSpec> helpOptions) {
        spec.version(version);
        spec.usageMessage().width(HELP_WIDTH).exitCodeListHeading("%nExit codes:%n").exitCodeList(ExitCode.table());
        // as picocli's mixin does: none of them where a command has an option of one of their names
        if (helpOptions.stream().flatMap(option -> Arrays.stream(option.names()))
                .noneMatch(spec.optionsMap()::containsKey)) {
            helpOptions.forEach(option -> spec.addOption(OptionSpec.builder(option).inherited(true).build()));
        }
        for (CommandLine sub : spec.subcommands().values()) {
            configure(sub.getCommandSpec(), version, helpOptions);
        }
    }

    private static int badArguments(ParameterException ex, String[] args) {
        CommandLine line = ex.getCommandLine();
        PrintWriter err = line.getErr();
        err.println("error: " + ex.getMessage());
        UnmatchedArgumentException.printSuggestions(ex, err);
        err.println(helpHint(line));
        err.flush();
        return ExitCode.USAGE.code();
    }

    private static int failed(Exception ex, CommandLine line, ParseResult parsed) {
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
