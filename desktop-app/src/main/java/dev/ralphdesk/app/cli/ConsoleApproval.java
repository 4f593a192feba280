package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.tool.ShellApproval;
import dev.ralphdesk.core.tool.ShellRequest;
import dev.ralphdesk.ralph.run.RunName;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Approval mode {@code ask} on a terminal: says who asks (the chat, or which Ralph run and round),
 * shows the exact command and reads y (once), a (for this session: every later command of this
 * command line, including all rounds of its Ralph runs) or anything else (deny). Without an input,
 * every command is denied.
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
    public synchronized Decision decide(ShellRequest request) {
        String command = request.command();
        if (allowAll) {
            return Decision.ALLOW;
        }
        if (in == null) {
            out.println("[approval] denied (no terminal to ask): " + command);
            return Decision.DENY;
        }
        out.println("[approval] " + who(request.asker()) + " wants to run:");
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

    private static String who(SessionLineage asker) {
        return asker.ralphChild() && asker.runId() != null && asker.round() != null
                ? RunName.of(asker.runId()) + " · round " + asker.round() : "the agent";
    }
}
