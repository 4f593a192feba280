package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.AssistantRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.CommandRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.ToolCard;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.ToolStatus;
import dev.ralphdesk.core.agent.TurnOutcome;
import dev.ralphdesk.core.session.InputOrigin;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The transcript rows and the verbs that change them, shared by live events and replay. Works on
 * any list: replay fills a plain list off the UI thread, then the model moves onto the view
 * model's observable list holding the same rows; a change replaces one row in place. It keeps
 * track of the open turn's tool cards only (a turn's calls all come before its end).
 */
final class TranscriptModel {
    private List<TranscriptRow> rows;
    private IntFunction<Integer> goalCap;
    private final Map<String, Integer> tools = new HashMap<>();
    private final Map<String, Integer> commands = new HashMap<>();
    private final Map<String, Integer> caps = new HashMap<>();
    private int streaming = -1;
    private boolean goalRounds;
    private String interruptedTurn;
    private int interruptedAt = -1;

    TranscriptModel(List<TranscriptRow> rows, IntFunction<Integer> goalCap) {
        this.rows = rows;
        this.goalCap = goalCap;
    }

    /** Goes on with {@code target}, a list holding the same rows as this model's (replayed off the UI thread). */
    void moveTo(List<TranscriptRow> target, IntFunction<Integer> cap) {
        this.rows = target;
        this.goalCap = cap;
    }

    /** The input of a turn: a person's message as a user row; a goal round's or the harness's prompt as a separator. */
    void input(String turnId, String text, InputOrigin origin) {
        streaming = -1;
        if (origin instanceof InputOrigin.Goal goal) {
            Integer cap = caps.containsKey(goal.goalId()) ? caps.get(goal.goalId()) : goalCap.apply(goal.round());
            rows.add(new TranscriptRow.GoalRoundRow(turnId, goal.round(), cap, text));
            goalRounds = true;
        } else if (origin instanceof InputOrigin.System) {
            // a chat session's only harness prompt after goal rounds is the goal's closing request
            rows.add(new TranscriptRow.HarnessPromptRow(turnId, Message.of(goalRounds
                    ? "transcript.goalClosing" : "transcript.harnessPrompt"), text));
        } else {
            rows.add(new TranscriptRow.UserRow(turnId, text));
        }
    }

    void textDelta(String turnId, String delta) {
        AssistantRow row = streamingRow(turnId);
        rows.set(streaming, new AssistantRow(turnId, row.text() + delta, row.reasoning(), false));
    }

    void reasoningDelta(String turnId, String delta) {
        AssistantRow row = streamingRow(turnId);
        rows.set(streaming, new AssistantRow(turnId, row.text(), row.reasoning() + delta, false));
    }

    void assistantMessage(String turnId, String text, String reasoning) {
        AssistantRow done = new AssistantRow(turnId, text, reasoning, true);
        if (streaming >= 0) {
            rows.set(streaming, done);
        } else if (!done.text().isBlank() || done.hasReasoning()) {
            rows.add(done);
        }
        streaming = -1;
    }

    void toolStarted(String turnId, String callId, String name, String arguments) {
        streaming = -1;
        if (!tools.containsKey(key(turnId, callId))) {
            tools.put(key(turnId, callId), rows.size());
            rows.add(new ToolCard(turnId, callId, name, arguments, ToolStatus.RUNNING, null, "", 0, null, 0));
        }
    }

    void toolFinished(String turnId, String callId, String name, String output, boolean error, Integer exitCode,
            long fullSize, String blob, long storedSize) {
        Integer at = tools.get(key(turnId, callId));
        if (at != null && ((ToolCard) rows.get(at)).status() != ToolStatus.RUNNING) {
            return; // its result is shown already
        }
        String arguments = at == null ? "" : ((ToolCard) rows.get(at)).arguments();
        ToolCard card = new ToolCard(turnId, callId, name, arguments, error ? ToolStatus.FAILED : ToolStatus.OK,
                exitCode, output, fullSize, blob, storedSize);
        if (at == null) {
            tools.put(key(turnId, callId), rows.size());
            rows.add(card);
        } else {
            rows.set(at, card);
        }
    }

    void commandRun(String invocationId, String line) {
        commands.put(invocationId, rows.size());
        rows.add(new CommandRow(invocationId, line, null, null));
    }

    void commandDone(String invocationId, boolean ok, String output) {
        Integer at = commands.remove(invocationId);
        if (at == null) {
            rows.add(new CommandRow(invocationId, "", ok, output));
        } else {
            rows.set(at, new CommandRow(invocationId, ((CommandRow) rows.get(at)).line(), ok, output));
        }
    }

    /** The round cap of a goal, as its latest {@code goal/change} says: separators read "Goal round 3 / 256". */
    void goalCap(String goalId, int cap) {
        caps.put(goalId, cap);
    }

    /** Adds the card of a Ralph run, or updates it in place when the run already has one. */
    void ralphCard(TranscriptRow.RalphCardRow card) {
        for (int i = rows.size() - 1; i >= 0; i--) {
            if (rows.get(i) instanceof TranscriptRow.RalphCardRow existing && existing.runId().equals(card.runId())) {
                if (!existing.equals(card)) {
                    rows.set(i, card);
                }
                return;
            }
        }
        streaming = -1;
        rows.add(card);
    }

    void notice(String text) {
        rows.add(new TranscriptRow.NoticeRow(Message.verbatim(text)));
    }

    void turnFinished(String turnId, TurnOutcome outcome) {
        if (turnId.equals(interruptedTurn) && interruptedAt == rows.size() - 1) {
            rows.remove(interruptedAt); // it was running after all: its end came in after the session opened
        }
        interruptedTurn = null;
        closeTurn(turnId, ToolStatus.INTERRUPTED);
        OutcomeRows.of(outcome).ifPresent(rows::add);
    }

    /** A turn the log never finished (the app stopped during it). */
    void turnInterrupted(String turnId) {
        closeTurn(turnId, ToolStatus.INTERRUPTED);
        interruptedTurn = turnId;
        interruptedAt = rows.size();
        rows.add(OutcomeRows.interrupted());
    }

    /** Takes back the streaming row: its text turned out to be a message the log already shows. */
    void retractStreaming(String turnId) {
        if (streaming < 0 || !((AssistantRow) rows.get(streaming)).turnId().equals(turnId)) {
            return;
        }
        int gone = streaming;
        rows.remove(gone);
        streaming = -1;
        tools.replaceAll((key, at) -> at > gone ? at - 1 : at);
        commands.replaceAll((key, at) -> at > gone ? at - 1 : at);
        if (interruptedAt > gone) {
            interruptedAt--;
        }
    }

    private void closeTurn(String turnId, ToolStatus unfinished) {
        if (streaming >= 0) {
            AssistantRow row = (AssistantRow) rows.get(streaming);
            rows.set(streaming, new AssistantRow(row.turnId(), row.text(), row.reasoning(), true));
            streaming = -1;
        }
        tools.forEach((key, at) -> {
            ToolCard card = (ToolCard) rows.get(at);
            if (card.turnId().equals(turnId) && card.status() == ToolStatus.RUNNING) {
                rows.set(at, new ToolCard(card.turnId(), card.callId(), card.name(), card.arguments(), unfinished,
                        null, card.output(), card.fullSize(), card.blob(), card.storedSize()));
            }
        });
        tools.clear();
    }

    private AssistantRow streamingRow(String turnId) {
        if (streaming < 0) {
            streaming = rows.size();
            rows.add(new AssistantRow(turnId, "", "", false));
        }
        return (AssistantRow) rows.get(streaming);
    }

    private static String key(String turnId, String callId) {
        return turnId + '\u0000' + callId;
    }
}
