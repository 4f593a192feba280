package dev.ralphdesk.core.cli;

import dev.ralphdesk.core.control.ControlReply;
import java.io.PrintStream;

/** What a command prints and how it ends when the owner of the data folder answered for it. */
public final class OwnerAnswer {
    private OwnerAnswer() {
    }

    /**
     * Prints the owner's output and returns the exit code.
     *
     * @throws CliException when the owner refused: its code, message and exit code
     */
    public static int print(ControlReply reply, PrintStream out) {
        if (!reply.ok()) {
            throw new CliException(ExitCode.of(reply.exit()), reply.message() + " (" + reply.code() + ")");
        }
        if (!reply.output().isEmpty()) {
            out.println(reply.output());
        }
        return reply.exit();
    }
}
