package dev.ralphdesk.core.cli;

import dev.ralphdesk.core.replay.TranscriptEntry;
import dev.ralphdesk.core.replay.TranscriptEntry.AssistantText;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandUse;
import dev.ralphdesk.core.replay.TranscriptEntry.Notice;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolUse;
import dev.ralphdesk.core.replay.TranscriptEntry.TurnEnd;
import dev.ralphdesk.core.replay.TranscriptEntry.UserText;
import dev.ralphdesk.core.replay.TranscriptEntry.WorkCard;
import dev.ralphdesk.core.replay.TranscriptFold;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.terminal.TerminalText;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Prints a session's transcript as it happens, as plain text, from the changes of its
 * {@link TranscriptFold}: the answer as it streams, each tool call and then its result, notices,
 * cards of background runs, and how each turn ended. {@code chat} prints its own turn this way;
 * {@code sessions follow} also prints the inputs (the person's messages, goal rounds, commands).
 * Everything from the model or a tool goes through {@link TerminalText}: no escape sequence reaches
 * the terminal.
 */
public final class TranscriptPrinter implements TranscriptFold.Listener {
    private final PrintStream out;
    private final boolean inputs;
    private final Set<String> toolsShown = new HashSet<>();
    private final Map<String, WorkCard> cardsShown = new HashMap<>();
    private String streaming;
    private String printed = "";
    /** The streamed answer: an escape sequence split between two deltas is removed whole. */
    private TerminalText.Stream answer = new TerminalText.Stream();
    private boolean midLine;

    /** @param inputs whether to print the inputs too (what the person sent, goal rounds, commands) */
    public TranscriptPrinter(PrintStream out, boolean inputs) {
        this.out = out;
        this.inputs = inputs;
    }

    @Override
    public synchronized void added(int index, TranscriptEntry entry) {
        print(entry);
    }

    @Override
    public synchronized void replaced(int index, TranscriptEntry entry) {
        print(entry);
    }

    @Override
    public void removed(int index) {
        // a streaming answer moves to where its message is logged: it is followed by its (turn, step)
    }

    private void print(TranscriptEntry entry) {
        if (entry instanceof AssistantText text) {
            answer(text);
        } else if (entry instanceof ToolUse tool) {
            tool(tool);
        } else if (entry instanceof Notice notice) {
            line("[" + notice.kind() + "] " + notice.text());
        } else if (entry instanceof WorkCard card) {
            card(card);
        } else if (entry instanceof TurnEnd end) {
            line("[turn " + turnEnd(end) + "]");
        } else if (inputs && entry instanceof UserText user) {
            line(input(user));
        } else if (inputs && entry instanceof CommandUse command && command.done() != null) {
            line("/" + command.name() + (command.arguments().isEmpty() ? "" : " " + command.arguments()) + " → "
                    + (command.done().ok() ? "ok" : "failed") + (command.done().output().isBlank() ? ""
                            : ": " + command.done().output().strip()));
        }
        out.flush();
    }

    private void answer(AssistantText text) {
        String key = text.turnId() + '#' + text.step();
        if (key.equals(streaming)) {
            if (text.text().length() > printed.length() && text.text().startsWith(printed)) {
                emit(answer.feed(text.text().substring(printed.length())));
                printed = text.text();
            }
            if (text.state() != TranscriptEntry.Answer.STREAMING) {
                emit(answer.flush());
                endLine();
                streaming = null;
            }
            return;
        }
        if (text.text().isEmpty()) {
            return;
        }
        endLine();
        out.print("assistant: ");
        midLine = true;
        answer = new TerminalText.Stream();
        emit(answer.feed(text.text()));
        if (text.state() == TranscriptEntry.Answer.STREAMING) {
            streaming = key;
            printed = text.text();
        } else {
            emit(answer.flush());
            endLine();
        }
    }

    private void tool(ToolUse tool) {
        String key = tool.turnId() + '\u0000' + tool.callId();
        if (toolsShown.add(key)) {
            line("tool " + tool.name() + " " + tool.arguments());
        }
        if (tool.result() != null) {
            toolsShown.remove(key);
            String exit = tool.result().exitCode() == null ? "" : ", exit " + tool.result().exitCode();
            line("result (" + (tool.result().error() ? "error" : "ok") + exit + "):");
            for (String output : tool.result().output().stripTrailing().split("\n", -1)) {
                line("  " + output);
            }
        }
    }

    private void card(WorkCard card) {
        WorkCard before = cardsShown.put(card.kind() + '\u0000' + card.id(), card);
        if (before == null || !before.state().equals(card.state()) || before.done() != card.done()) {
            line("[" + card.kind() + " " + card.id() + "] " + card.state() + " · " + card.done() + " / " + card.total()
                    + " rounds · \"" + card.title().strip() + "\"");
        }
        if (!card.detail().isEmpty() && (before == null || !before.detail().equals(card.detail()))) {
            line("  " + card.detail());
        }
    }

    private static String input(UserText user) {
        if (user.origin() instanceof InputOrigin.Goal goal) {
            return "[goal round " + goal.round() + (goal.maxRounds() == null ? "" : " / " + goal.maxRounds()) + "]";
        }
        if (user.origin() instanceof InputOrigin.System) {
            return user.followsGoalRound() ? "[goal closing request]" : "[harness prompt]";
        }
        return "you: " + user.text().strip();
    }

    private static String turnEnd(TurnEnd end) {
        if (end.status() == TranscriptEntry.Status.INTERRUPTED) {
            return "interrupted";
        }
        String message = end.outcome().message().isBlank() ? "" : ": " + end.outcome().message();
        return end.outcome().label() + " after " + end.steps() + " step" + (end.steps() == 1 ? "" : "s") + message;
    }

    private void line(String text) {
        endLine();
        out.println(TerminalText.safe(text));
    }

    private void emit(String text) {
        if (!text.isEmpty()) {
            out.print(text);
            midLine = !text.endsWith("\n");
        }
    }

    private void endLine() {
        if (midLine) {
            out.println();
            midLine = false;
        }
    }
}
