package dev.ralphdesk.core.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** A command that only groups sub-commands: given none, it names them (bad arguments, exit code 2). */
public abstract class CommandGroup implements Callable<Integer> {
    @Spec
    protected CommandSpec spec;

    @Override
    public Integer call() {
        throw noCommand(spec);
    }

    /** What a group given no command answers: the names of its commands. */
    public static ParameterException noCommand(CommandSpec group) {
        return new ParameterException(group.commandLine(), "which command? one of: "
                + String.join(", ", group.subcommands().keySet()));
    }
}
