package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.approval.ApprovalGranted;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The mutable state of one {@link TranscriptFold} run; never shared. */
final class TranscriptBuilder {
    private final List<TranscriptEntry> entries = new ArrayList<>();
    private final List<TurnSummary> turns = new ArrayList<>();
    /** (turnId, callId) → row of the latest tool call with that key. */
    private final Map<String, Integer> toolRows = new HashMap<>();
    private final Map<String, Integer> commandRows = new HashMap<>();
    private OpenTurn open;

    private static final class OpenTurn {
        final TurnStarted started;
        final long startSeq;
        long lastSeq;
        int steps;

        OpenTurn(TurnStarted started, long seq) {
            this.started = started;
            this.startSeq = seq;
            this.lastSeq = seq;
        }
    }

    void accept(LoggedEvent logged) {
        long seq = logged.seq();
        SessionEvent event = logged.event();
        if (event instanceof TurnStarted started) {
            interruptOpenTurn();
            open = new OpenTurn(started, seq);
        } else if (event instanceof TurnFinished finished) {
            finishTurn(seq, finished);
        } else if (event instanceof UserMessage user) {
            entries.add(new TranscriptEntry.UserText(seq, user.turnId(), user.text(), user.origin()));
        } else if (event instanceof AssistantMessage assistant) {
            if (open != null && open.started.turnId().equals(assistant.turnId())) {
                open.steps++;
            }
            entries.add(new TranscriptEntry.AssistantText(seq, assistant.turnId(), assistant.step(), assistant.text(),
                    assistant.reasoning()));
            for (ToolCall call : assistant.toolCalls()) {
                addTool(new TranscriptEntry.ToolUse(seq, assistant.turnId(), call.id(), call.name(), call.arguments(),
                        null));
            }
        } else if (event instanceof ToolCallStarted started) {
            Integer row = toolRows.get(key(started.turnId(), started.callId()));
            if (row == null || !((TranscriptEntry.ToolUse) entries.get(row)).interrupted()) {
                addTool(new TranscriptEntry.ToolUse(seq, started.turnId(), started.callId(), started.name(),
                        started.arguments(), null));
            }
        } else if (event instanceof ToolCallFinished finished) {
            toolResult(seq, finished);
        } else if (event instanceof ContextNote note) {
            entries.add(new TranscriptEntry.Note(seq, note.source(), note.text()));
        } else if (event instanceof CommandRun run) {
            commandRows.put(run.invocationId(), entries.size());
            entries.add(new TranscriptEntry.CommandUse(seq, run.invocationId(), run.name(), run.arguments(), null));
        } else if (event instanceof CommandDone done) {
            commandDone(seq, done);
        } else if (event instanceof ApprovalGranted granted) {
            entries.add(new TranscriptEntry.Note(seq, "approval", granted.describe()));
        }
        if (open != null) {
            open.lastSeq = seq;
        }
    }

    Transcript finish() {
        interruptOpenTurn();
        return new Transcript(entries, turns);
    }

    private void addTool(TranscriptEntry.ToolUse use) {
        toolRows.put(key(use.turnId(), use.callId()), entries.size());
        entries.add(use);
    }

    private void toolResult(long seq, ToolCallFinished finished) {
        TranscriptEntry.ToolOutput output = new TranscriptEntry.ToolOutput(seq, finished.output(), finished.error(),
                finished.exitCode(), finished.fullSize(), finished.blob(), finished.stored());
        Integer row = toolRows.get(key(finished.turnId(), finished.callId()));
        if (row != null && ((TranscriptEntry.ToolUse) entries.get(row)).interrupted()) {
            entries.set(row, ((TranscriptEntry.ToolUse) entries.get(row)).withResult(output));
        } else {
            addTool(new TranscriptEntry.ToolUse(seq, finished.turnId(), finished.callId(), finished.name(), "",
                    output));
        }
    }

    private void commandDone(long seq, CommandDone done) {
        TranscriptEntry.CommandOutput output = new TranscriptEntry.CommandOutput(seq, done.ok(), done.output());
        Integer row = commandRows.remove(done.invocationId());
        if (row != null) {
            entries.set(row, ((TranscriptEntry.CommandUse) entries.get(row)).withDone(output));
        } else {
            entries.add(new TranscriptEntry.CommandUse(seq, done.invocationId(), "", "", output));
        }
    }

    private void finishTurn(long seq, TurnFinished finished) {
        boolean matches = open != null && open.started.turnId().equals(finished.turnId());
        if (!matches) {
            interruptOpenTurn();
        }
        turns.add(new TurnSummary(finished.turnId(), matches ? open.started.origin() : null,
                matches ? open.startSeq : seq, TurnSummary.Status.FINISHED, finished.outcome(), finished.steps()));
        entries.add(new TranscriptEntry.TurnEnd(seq, finished.turnId(), TurnSummary.Status.FINISHED,
                finished.outcome(), finished.steps()));
        open = null;
    }

    private void interruptOpenTurn() {
        if (open == null) {
            return;
        }
        String turnId = open.started.turnId();
        turns.add(new TurnSummary(turnId, open.started.origin(), open.startSeq, TurnSummary.Status.INTERRUPTED,
                null, open.steps));
        entries.add(new TranscriptEntry.TurnEnd(open.lastSeq, turnId, TurnSummary.Status.INTERRUPTED, null,
                open.steps));
        open = null;
    }

    private static String key(String turnId, String callId) {
        return turnId + '\u0000' + callId;
    }
}
