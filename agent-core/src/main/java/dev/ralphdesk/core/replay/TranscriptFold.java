package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.approval.ApprovalNotices;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.replay.TranscriptEntry.Answer;
import dev.ralphdesk.core.replay.TranscriptEntry.AssistantText;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandOutput;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandUse;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolOutput;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolUse;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.ApprovalGranted;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.List;
import java.util.Optional;

/**
 * The transcript fold: a session's events, in seq order, become the entries every view shows —
 * messages, tool calls paired with their results, notes, commands, notices, turn ends and the
 * plugins' work cards. The same fold takes a log on reopen and the live events after it: a committed
 * event at or below the last seq folded is skipped, and the streaming deltas of the open turn show as
 * an answer in progress until its message is committed. Events it does not show (usage, evidence) are
 * passed over; those of plugins go to their {@link TranscriptContribution}s. Nothing is written: a
 * turn left open is shown interrupted only when asked ({@link #interruptOpenTurn}). Not thread-safe:
 * one thread folds (the UI's, or a printer's).
 */
public final class TranscriptFold {
    private final TranscriptEntries entries = new TranscriptEntries();
    private final List<TranscriptContribution.Folder> folders;
    private long lastSeq;
    private OpenTurn open;
    private boolean goalRoundSeen;

    TranscriptFold(List<TranscriptContribution> contributions) {
        this.folders = contributions.stream().map(TranscriptContribution::start).toList();
    }

    /** Who hears each change of the entries (the UI mirrors them into its rows). */
    public interface Listener {
        void added(int index, TranscriptEntry entry);

        void replaced(int index, TranscriptEntry entry);

        void removed(int index);
    }

    public void listen(Listener listener) {
        entries.listen(listener);
    }

    public List<TranscriptEntry> entries() {
        return entries.view();
    }

    public Transcript snapshot() {
        return new Transcript(entries.view());
    }

    /** The seq of the last event folded (0 before the first). */
    public long lastSeq() {
        return lastSeq;
    }

    /** The turn that started and has not ended (yet), if any. */
    public Optional<String> openTurn() {
        return open == null ? Optional.empty() : Optional.of(open.turnId);
    }

    /**
     * Folds the live events of {@code session} from now on as they are published, one at a time (for
     * a printer; the window batches them per frame instead). Closing stops it.
     */
    public AutoCloseable follow(EventBus bus, SessionId session) {
        return bus.subscribe(event -> {
            if (event.sessionId().equals(session)) {
                synchronized (this) {
                    apply(event);
                }
            }
        });
    }

    /** Folds a live event: a committed one, or a streaming delta. */
    public void apply(AgentEvent live) {
        if (live instanceof AgentEvent.Committed committed) {
            apply(committed.logged());
        } else if (live instanceof AgentEvent.TextDelta text) {
            textDelta(text.turnId(), text.step(), text.afterSeq(), text.delta());
        } else if (live instanceof AgentEvent.ReasoningDelta reasoning) {
            reasoningDelta(reasoning.turnId(), reasoning.step(), reasoning.afterSeq(), reasoning.delta());
        } else if (live instanceof AgentEvent.TurnUnrecorded unrecorded) {
            if (open != null && open.turnId.equals(unrecorded.turnId())) {
                interruptOpenTurn();
            }
        } else {
            throw new IllegalStateException("unexpected live event " + live.getClass().getSimpleName());
        }
    }

    /** Folds one committed event; one at or below {@link #lastSeq()} is already folded and skipped. */
    public void apply(LoggedEvent logged) {
        if (logged.seq() <= lastSeq) {
            return;
        }
        lastSeq = logged.seq();
        long seq = logged.seq();
        SessionEvent event = logged.event();
        if (event instanceof TurnStarted started) {
            interruptOpenTurn();
            open = new OpenTurn(started.turnId(), seq);
        } else if (event instanceof TurnFinished finished) {
            finishTurn(seq, finished);
        } else if (event instanceof UserMessage user) {
            entries.add(new TranscriptEntry.UserText(seq, user.turnId(), user.text(), user.origin(), goalRoundSeen));
            goalRoundSeen |= user.origin() instanceof InputOrigin.Goal;
        } else if (event instanceof AssistantMessage message) {
            assistantMessage(seq, message);
        } else if (event instanceof ToolCallStarted started) {
            Optional<ToolUse> known = entries.tool(started.turnId(), started.callId());
            if (known.isEmpty() || known.get().result() != null) {
                entries.addTool(new ToolUse(seq, started.turnId(), started.callId(), started.name(),
                        started.arguments(), null, false));
            }
        } else if (event instanceof ToolCallFinished finished) {
            toolResult(seq, finished);
        } else if (event instanceof ContextNote note) {
            entries.add(new TranscriptEntry.Note(seq, note.source(), note.text()));
        } else if (event instanceof ApprovalGranted granted) {
            notice(seq, ApprovalNotices.granted(granted));
        } else if (event instanceof ApprovalModeChosen chosen) {
            notice(seq, ApprovalNotices.modeChosen(chosen));
        } else if (event instanceof NoticePosted notice) {
            notice(seq, notice);
        } else if (event instanceof CommandRun run) {
            entries.addCommand(new CommandUse(seq, run.invocationId(), run.name(), run.arguments(), null));
        } else if (event instanceof CommandDone done) {
            entries.commandDone(new CommandOutput(seq, done.ok(), done.output()), done.invocationId());
        } else {
            folders.forEach(folder -> folder.apply(logged, entries));
        }
        if (open != null) {
            open.lastSeq = seq;
        }
    }

    private void notice(long seq, NoticePosted notice) {
        entries.add(new TranscriptEntry.Notice(seq, notice.kind(), notice.code(), notice.args(), notice.text()));
    }

    /** Answer text of step {@code step} of the open turn as it streams; ignored once its message is folded. */
    public void textDelta(String turnId, int step, long afterSeq, String delta) {
        stream(turnId, step, afterSeq, delta, "");
    }

    /** Reasoning text of step {@code step} of the open turn as it streams (see {@link #textDelta}). */
    public void reasoningDelta(String turnId, int step, long afterSeq, String delta) {
        stream(turnId, step, afterSeq, "", delta);
    }

    /**
     * Shows the open turn as interrupted (the process stopped during it): its answer in progress is
     * cut and its tool calls without a result interrupted. Its {@code turn/finished}, should it come
     * after all, replaces that end.
     */
    public void interruptOpenTurn() {
        if (open == null) {
            return;
        }
        closeOpenTurn();
        entries.addInterrupted(new TranscriptEntry.TurnEnd(open.lastSeq, open.turnId, TranscriptEntry.Status.INTERRUPTED,
                null, open.steps));
        open = null;
    }

    private void stream(String turnId, int step, long afterSeq, String text, String reasoning) {
        if (open == null || !open.turnId.equals(turnId) || step <= open.steps) {
            return; // not the open turn's, or its message is folded already
        }
        int at = entries.streaming(turnId, step);
        if (at < 0) {
            entries.addStreaming(new AssistantText(afterSeq, turnId, step, text, reasoning, Answer.STREAMING));
            return;
        }
        AssistantText streaming = (AssistantText) entries.get(at);
        entries.replace(at, new AssistantText(streaming.seq(), turnId, step, streaming.text() + text,
                (streaming.reasoning() == null ? "" : streaming.reasoning()) + reasoning, Answer.STREAMING));
    }

    private void assistantMessage(long seq, AssistantMessage message) {
        if (open != null && open.turnId.equals(message.turnId())) {
            open.steps = Math.max(open.steps, message.step());
        }
        AssistantText text = new AssistantText(seq, message.turnId(), message.step(), message.text(),
                message.reasoning(), message.wasCut() ? Answer.CUT : Answer.COMPLETE);
        entries.settleStreaming(message.turnId(), message.step(), text);
        for (ToolCall call : message.toolCalls()) {
            entries.addTool(new ToolUse(seq, message.turnId(), call.id(), call.name(), call.arguments(), null, false));
        }
    }

    private void toolResult(long seq, ToolCallFinished finished) {
        ToolOutput output = new ToolOutput(seq, finished.output(), finished.error(), finished.exitCode(),
                finished.fullSize(), finished.blob(), finished.stored());
        Optional<ToolUse> known = entries.tool(finished.turnId(), finished.callId()).filter(use -> use.result() == null);
        if (known.isPresent()) {
            ToolUse use = known.get();
            entries.replaceTool(new ToolUse(use.seq(), use.turnId(), use.callId(), use.name(), use.arguments(), output,
                    use.closed()));
        } else {
            entries.addTool(new ToolUse(seq, finished.turnId(), finished.callId(), finished.name(), "", output, false));
        }
    }

    private void finishTurn(long seq, TurnFinished finished) {
        boolean matches = open != null && open.turnId.equals(finished.turnId());
        TranscriptEntry.TurnEnd end = new TranscriptEntry.TurnEnd(seq, finished.turnId(), TranscriptEntry.Status.FINISHED,
                finished.outcome(), finished.steps());
        if (!matches && entries.replaceInterrupted(end)) {
            return; // it was running after all: its end came after it was shown interrupted
        }
        if (!matches) {
            interruptOpenTurn();
        } else {
            closeOpenTurn();
        }
        entries.add(end);
        open = null;
    }

    /** The open turn's answer in progress is cut and its calls without a result are closed. */
    private void closeOpenTurn() {
        entries.closeTurn(open.turnId);
    }

    /** The turn that started and has not ended. */
    private static final class OpenTurn {
        final String turnId;
        long lastSeq;
        /** Model calls whose message is folded: deltas of these steps are stale. */
        int steps;

        OpenTurn(String turnId, long seq) {
            this.turnId = turnId;
            this.lastSeq = seq;
        }
    }
}
