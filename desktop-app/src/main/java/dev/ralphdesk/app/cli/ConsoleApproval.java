package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalRequest;
import dev.ralphdesk.core.approval.ApprovalRules;
import dev.ralphdesk.core.approval.Approver;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.effect.GrantScope;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.ralph.run.RunName;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Locale;

/**
 * The person on a terminal: says who asks (the chat, or which Ralph run and round of which chat),
 * shows the command or the diff of the change (control characters made visible, so a file cannot
 * drive the terminal), names a protected place, and reads y (once), c (this command or file for the
 * session), t (every call of this tool for the session), a (everything for the session: every
 * later question of this command line, including all rounds of its Ralph runs) or anything else
 * (deny). Without a terminal every question is a denial that names the {@code --approve} mode that
 * would allow it.
 */
final class ConsoleApproval implements Approver {
    private final BufferedReader in;
    private final PrintStream out;

    ConsoleApproval(BufferedReader in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    @Override
    public synchronized Answer ask(ApprovalRequest request) {
        Effect effect = request.effect();
        if (in == null) {
            out.println("[approval] denied (no terminal to ask): " + visible(effect.tool() + " " + effect.subject()));
            return Answer.unanswered("There is no terminal to ask. " + ApprovalRules.modeAllowing(effect)
                    .map(mode -> "`--approve " + mode.id() + "` allows it.")
                    .orElse("No --approve mode allows it without asking; run it on a terminal to be asked."));
        }
        out.println("[approval] " + who(request) + " wants to " + verb(effect) + ":");
        effect.details().lines().forEach(line -> out.println("  " + visible(line)));
        if (effect.protectedTarget() != null) {
            out.println("  (protected: " + effect.protectedTarget() + ")");
        }
        out.print("allow? [y = once; for this session: c = this " + (effect.kind() == Effect.Kind.SHELL ? "command"
                : "file") + ", t = every " + effect.tool() + " call, a = everything; N = deny] ");
        out.flush();
        try {
            String answer = in.readLine();
            return answer(answer == null ? "" : answer.strip().toLowerCase(Locale.ROOT));
        } catch (IOException e) {
            return Answer.deny();
        }
    }

    private static Answer answer(String choice) {
        switch (choice) {
            case "y":
                return Answer.once();
            case "c":
                return Answer.forSession(GrantScope.THIS);
            case "t":
                return Answer.forSession(GrantScope.TOOL);
            case "a":
                return Answer.forSession(GrantScope.ALL);
            default:
                return Answer.deny();
        }
    }

    private static String verb(Effect effect) {
        switch (effect.kind()) {
            case SHELL:
                return "run";
            case FILE_WRITE:
                return "change " + effect.subject();
            case LINKED_READ:
                return "read a hard-linked file";
            case LINKED_WRITE:
                return "write a hard-linked file";
            default:
                return "call " + effect.tool();
        }
    }

    private static String who(ApprovalRequest request) {
        SessionLineage asker = request.asker();
        String chat = request.scopeTitle().isEmpty() ? "" : " of chat \"" + visible(request.scopeTitle()) + "\"";
        return asker.ralphChild() && asker.runId() != null && asker.round() != null
                ? RunName.of(asker.runId()) + " · round " + asker.round() + chat : "the agent" + chat;
    }

    /** Control characters (escape sequences included) shown as {@code \x1b}, so only text reaches the terminal. */
    static String visible(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\t' || c >= 0x7f && c <= 0x9f) {
                out.append(String.format(Locale.ROOT, "\\x%02x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
