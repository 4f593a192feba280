package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.session.SessionId;
import java.io.PrintStream;
import java.util.function.Consumer;

/** Prints one session's live events as a plain-text transcript, as they happen. */
public final class TranscriptPrinter implements Consumer<AgentEvent> {
    private final SessionId session;
    private final PrintStream out;
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
            }
            out.print(delta.delta());
            midLine = !delta.delta().endsWith("\n");
        } else if (event instanceof AgentEvent.AssistantMessage) {
            endLine();
        } else if (event instanceof AgentEvent.ToolCallStarted call) {
            endLine();
            out.println("tool " + call.call().name() + " " + call.call().arguments());
        } else if (event instanceof AgentEvent.ToolCallFinished result) {
            String status = result.error() ? "error" : "ok";
            String exit = result.exitCode() == null ? "" : ", exit " + result.exitCode();
            out.println("result (" + status + exit + "):");
            for (String line : result.output().stripTrailing().split("\n", -1)) {
                out.println("  " + line);
            }
        } else if (event instanceof AgentEvent.Notice notice) {
            endLine();
            out.println("[" + notice.kind() + "] " + notice.text());
        } else if (event instanceof AgentEvent.TurnFinished finished) {
            endLine();
            String message = finished.outcome().message().isBlank() ? "" : ": " + finished.outcome().message();
            out.println("[turn " + finished.outcome().label() + " after " + finished.steps() + " step"
                    + (finished.steps() == 1 ? "" : "s") + message + "]");
        }
        out.flush();
    }

    private void endLine() {
        if (midLine) {
            out.println();
            midLine = false;
        }
    }
}
