package dev.ralphdesk.core.control;

import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.terminal.TerminalText;
import java.io.PrintStream;

/** What a command prints and how it ends when the owner of the data folder answered for it. */
public final class OwnerAnswer {
    private OwnerAnswer() {
    }

    /**
     * Prints the owner's output (without terminal escapes, as every command prints) and returns the exit code.
     *
     * @throws CliException when the owner refused: its code, message and exit code
     */
    public static int print(ControlReply reply, PrintStream out) {
        if (!reply.ok()) {
            throw refused(reply);
        }
        if (!reply.output().isEmpty()) {
            out.println(TerminalText.safe(reply.output()));
        }
        return reply.exit();
    }

    /** The owner's refusal as the command's error: its message and code, and its exit code. */
    public static CliException refused(ControlReply reply) {
        return new CliException(ExitCode.of(reply.exit()), TerminalText.safe(reply.message() + " (" + reply.code()
                + ")"));
    }
}
