package dev.ralphdesk.persistence.cli;

import dev.ralphdesk.core.replay.Transcript;
import dev.ralphdesk.core.replay.TranscriptEntry;
import dev.ralphdesk.core.replay.TranscriptEntry.AssistantText;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandUse;
import dev.ralphdesk.core.replay.TranscriptEntry.Note;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolOutput;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolUse;
import dev.ralphdesk.core.replay.TranscriptEntry.TurnEnd;
import dev.ralphdesk.core.replay.TranscriptEntry.UserText;
import dev.ralphdesk.core.replay.TurnSummary;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.terminal.TerminalText;
import java.io.PrintStream;
import java.util.Locale;

/** Renders a transcript as plain text, one block per row, each starting with its seq. */
final class TranscriptPrinter {
    private static final String INDENT = "    ";

    private TranscriptPrinter() {
    }

    static void print(Transcript transcript, PrintStream out) {
        for (TranscriptEntry entry : transcript.entries()) {
            out.println(TerminalText.safe(render(entry)));
        }
    }

    static String render(TranscriptEntry entry) {
        String seq = "#" + entry.seq() + " ";
        if (entry instanceof UserText user) {
            return seq + who(user.origin()) + ": " + indent(user.text());
        } else if (entry instanceof AssistantText assistant) {
            String reasoning = assistant.reasoning() == null || assistant.reasoning().isBlank() ? ""
                    : "\n" + INDENT + "(thinking) " + indent(assistant.reasoning());
            return seq + "assistant: " + indent(assistant.text()) + reasoning;
        } else if (entry instanceof ToolUse tool) {
            return seq + "tool " + tool.name() + " " + tool.arguments() + "\n" + INDENT + result(tool.result());
        } else if (entry instanceof Note note) {
            return seq + "note from " + note.source() + ": " + indent(note.text());
        } else if (entry instanceof CommandUse command) {
            String done = command.done() == null ? "did not finish"
                    : (command.done().ok() ? "ok" : "failed") + (command.done().output().isEmpty() ? ""
                            : ": " + indent(command.done().output()));
            return seq + "/" + command.name() + (command.arguments().isEmpty() ? "" : " " + command.arguments())
                    + " → " + done;
        } else if (entry instanceof TurnEnd end) {
            return seq + "— turn " + turnEnd(end);
        } else {
            throw new IllegalStateException("unexpected transcript entry " + entry.getClass().getName());
        }
    }

    private static String turnEnd(TurnEnd end) {
        if (end.status() == TurnSummary.Status.INTERRUPTED) {
            return "interrupted (the app stopped before it finished)";
        }
        String message = end.outcome().message().isEmpty() ? "" : ": " + end.outcome().message();
        return end.outcome().label() + " after " + end.steps() + (end.steps() == 1 ? " step" : " steps") + message;
    }

    private static String result(ToolOutput output) {
        if (output == null) {
            return "→ interrupted: no result was recorded";
        }
        String status = output.error() ? "error" : "ok";
        String exit = output.exitCode() == null ? "" : ", exit " + output.exitCode();
        String full = !output.truncated() ? ""
                : output.storedWhole() ? String.format(Locale.ROOT, "\n%s(full output: %,d characters, stored whole in "
                        + "blob %s)", INDENT, output.fullSize(), output.blob())
                : String.format(Locale.ROOT, "\n%s(full output: %,d characters; only %,d of them are stored, its "
                        + "beginning and end, in blob %s)", INDENT, output.fullSize(), output.storedSize(), output.blob());
        return "→ " + status + exit + ": " + indent(output.output()) + full;
    }

    private static String who(InputOrigin origin) {
        if (origin instanceof InputOrigin.Goal goal) {
            return "goal round " + goal.round() + " (goal " + goal.goalId() + ", revision " + goal.revision() + ")";
        } else if (origin instanceof InputOrigin.System) {
            return "harness";
        }
        return "you";
    }

    private static String indent(String text) {
        return text.strip().replace("\n", "\n" + INDENT);
    }
}
