package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.terminal.TerminalText;
import java.io.PrintStream;
import java.util.function.Consumer;

/**
 * Prints one session's live events as a plain-text transcript, as they happen. Everything from the
 * model or a tool goes through {@link TerminalText}: no escape sequence reaches the terminal.
 */
public final class TranscriptPrinter implements Consumer<AgentEvent> {
    private final SessionId session;
    private final PrintStream out;
    /** The streamed answer: an escape sequence split between two deltas is removed whole. */
    private final TerminalText.Stream deltas = new TerminalText.Stream();
    private boolean midLine;

    public TranscriptPrinter(SessionId session, PrintStream out) {
        this.session = session;
        this.out = out;
    }

    @Override
    public synchronized void accept(AgentEvent event) {
        if (!event.sessionId().equals(session)) {
            return;
        }
        if (event instanceof AgentEvent.TextDelta delta) {
            if (!midLine) {
                out.print("assistant: ");
                midLine = true;
            }
            print(deltas.feed(delta.delta()));
        } else if (event instanceof AgentEvent.AssistantMessage) {
            print(deltas.flush());
            endLine();
        } else if (event instanceof AgentEvent.ToolCallStarted call) {
            endLine();
            out.println(TerminalText.safe("tool " + call.call().name() + " " + call.call().arguments()));
        } else if (event instanceof AgentEvent.ToolCallFinished result) {
            String status = result.error() ? "error" : "ok";
            String exit = result.exitCode() == null ? "" : ", exit " + result.exitCode();
            out.println("result (" + status + exit + "):");
            for (String line : TerminalText.safe(result.output()).stripTrailing().split("\n", -1)) {
                out.println("  " + line);
            }
        } else if (event instanceof AgentEvent.Notice notice) {
            endLine();
            out.println(TerminalText.safe("[" + notice.kind() + "] " + notice.text()));
        } else if (event instanceof AgentEvent.TurnFinished finished) {
            endLine();
            String message = finished.outcome().message().isBlank() ? "" : ": " + finished.outcome().message();
            out.println(TerminalText.safe("[turn " + finished.outcome().label() + " after " + finished.steps()
                    + " step" + (finished.steps() == 1 ? "" : "s") + message + "]"));
        }
        out.flush();
    }

    private void print(String text) {
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
