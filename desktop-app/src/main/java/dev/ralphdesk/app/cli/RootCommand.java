package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.cli.CommandGroup;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ScopeType;

/**
 * {@code ralph-desk}: the commands, with the global options and the help options every command inherits.
 * Its picocli model is made in code rather than read from annotations: reading them (a proxy class per
 * annotation type, made while still interpreted) was a fifth of a command's start-up on the main thread.
 */
final class RootCommand implements Callable<Integer> {
    static final String NAME = "ralph-desk";
    final GlobalOptions globals = new GlobalOptions();
    private final CommandSpec spec = CommandSpec.wrapWithoutInspection(this).name(NAME).scopeType(ScopeType.INHERIT);

    RootCommand() {
        // what picocli's mixinStandardHelpOptions adds, in its words; every command gets them (CliConventions)
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                .description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                .description("Print version information and exit.").build());
        globals.addTo(spec);
    }

    /** The model of the command, to add the commands to. */
    CommandSpec spec() {
        return spec;
    }

    /** Given no command, it names them (bad arguments, exit code 2). */
    @Override
    public Integer call() {
        throw CommandGroup.noCommand(spec);
    }
}
