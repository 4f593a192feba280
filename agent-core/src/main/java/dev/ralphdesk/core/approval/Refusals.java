package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.effect.FileChange;
import dev.ralphdesk.core.effect.LinkedFile;
import dev.ralphdesk.core.effect.ShellCommand;
import dev.ralphdesk.core.effect.ToolEffect;
import java.util.Locale;

/** What the model reads when an effect is not allowed: what was refused and why. */
final class Refusals {
    private Refusals() {
    }

    static String readOnly(Effect effect) {
        String what;
        switch (effect.kind()) {
            case FILE_WRITE:
            case LINKED_WRITE:
                what = "no file writes";
                break;
            case SHELL:
                what = "no shell commands";
                break;
            default:
                what = "no " + effect.tool() + " calls";
                break;
        }
        return "Refused: approval mode read-only allows " + what + " (" + action(effect) + "). Nothing was done.";
    }

    static String denied(Effect effect) {
        return "The person denied " + action(effect) + ". Nothing was done.";
    }

    static String unanswered(Effect effect, String why) {
        return "Not done: " + action(effect) + " needs the person's approval. " + why;
    }

    /** "running this command: make test", "writing .git/config (protected: .git/)", … */
    static String action(Effect effect) {
        String target = effect.protectedTarget() == null || effect instanceof LinkedFile ? ""
                : " (protected: " + effect.protectedTarget() + ")";
        if (effect instanceof ShellCommand shell) {
            return "running this command" + target + ": " + shell.command();
        }
        if (effect instanceof FileChange change) {
            return "writing " + change.path() + target;
        }
        if (effect instanceof LinkedFile linked) {
            return String.format(Locale.ROOT, "%s %s, a file with %d hard links", linked.write() ? "writing" : "reading",
                    linked.path(), linked.links());
        }
        if (effect instanceof ToolEffect other) {
            return "calling " + other.tool() + ": " + other.subject();
        }
        throw new IllegalStateException("unexpected effect " + effect.getClass().getName());
    }
}
