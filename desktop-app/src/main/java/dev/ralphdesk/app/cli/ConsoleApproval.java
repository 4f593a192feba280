package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.tool.ShellApproval;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Approval mode {@code ask} on a terminal: shows the exact command and reads y (once), a (for this
 * session) or anything else (deny). Without an input, every command is denied.
 */
final class ConsoleApproval implements ShellApproval {
    private final BufferedReader in;
    private final PrintStream out;
    private boolean allowAll;

    ConsoleApproval(BufferedReader in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    @Override
    public synchronized Decision decide(SessionId session, String command) {
        if (allowAll) {
            return Decision.ALLOW;
        }
        if (in == null) {
            out.println("[approval] denied (no terminal to ask): " + command);
            return Decision.DENY;
        }
        out.println("[approval] the agent wants to run:");
        out.println("  " + command);
        out.print("allow? [y = once, a = for this session, N = deny] ");
        out.flush();
        try {
            String answer = in.readLine();
            String choice = answer == null ? "" : answer.strip().toLowerCase(Locale.ROOT);
            if (choice.equals("a")) {
                allowAll = true;
                return Decision.ALLOW;
            }
            return choice.equals("y") ? Decision.ALLOW : Decision.DENY;
        } catch (IOException e) {
            return Decision.DENY;
        }
    }
}
