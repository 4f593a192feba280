package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.tool.ShellApproval;
import java.io.BufferedReader;
import java.io.PrintStream;

/** The approval of shell commands that {@code --approve MODE} asks for. */
final class HeadlessApproval {
    private HeadlessApproval() {
    }

    static ShellApproval of(String mode, PrintStream out) {
        if (mode.equals("auto")) {
            return ShellApproval.AUTO;
        }
        if (mode.equals("ask")) {
            return new ConsoleApproval(System.console() == null ? null
                    : new BufferedReader(System.console().reader()), out);
        }
        throw CliException.usage("--approve takes auto or ask, not '" + mode + "'");
    }
}
