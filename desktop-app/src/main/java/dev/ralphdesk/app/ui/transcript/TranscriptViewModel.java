package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.approval.ApprovalCards;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.replay.TranscriptFold;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.LoggedEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The transcript of the open session: rows for a virtualized list, a thin mapping of the core's
 * transcript fold. A session's log is folded off the UI thread ({@link #fold}), shown with one swap
 * ({@link #show}), then the same fold takes the live events in per-frame batches — those at or below
 * the log's last seq are already in it. Touch it on the UI thread only, except {@link #fold}.
 */
public final class TranscriptViewModel {
    private final ObservableList<TranscriptRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper working = new ReadOnlyBooleanWrapper(false);
    private final Transcripts transcripts;
    private final RowMapper mapper;
    private final ApprovalCards approvals;
    private TranscriptFold fold;
    private RowMirror mirror;

    /**
     * @param transcripts the fold with the plugins' contributions
     * @param runGoing whether a Ralph run is going in this process (its card reads running, else interrupted)
     */
    public TranscriptViewModel(Transcripts transcripts, Predicate<String> runGoing) {
        this(transcripts, runGoing, null);
    }

    /** The same, showing the open approvals of the session as cards ({@code approvals} null: none, read-only). */
    public TranscriptViewModel(Transcripts transcripts, Predicate<String> runGoing, ApprovalCards approvals) {
        this.transcripts = transcripts;
        this.mapper = new RowMapper(runGoing);
        this.approvals = approvals;
        reset();
    }

    /** The approval cards of the shown session; empty for a read-only transcript. */
    public Optional<ApprovalCards> approvals() {
        return Optional.ofNullable(approvals);
    }

    public ObservableList<TranscriptRow> rows() {
        return rows;
    }

    /** True from {@link #beginLoading} until the loaded rows are shown. */
    public ReadOnlyBooleanProperty loading() {
        return loading.getReadOnlyProperty();
    }

    /** True while the session waits for the model: from a turn's or step's start until its first delta. */
    public ReadOnlyBooleanProperty working() {
        return working.getReadOnlyProperty();
    }

    /** A session is being read: no rows (none of the session shown before) until {@link #show}. */
    public void beginLoading() {
        reset();
        loading.set(true);
    }

    /** Folds a session's log into rows. Thread-safe: call it in the background. */
    public FoldedLog fold(List<LoggedEvent> events) {
        List<TranscriptRow> built = new ArrayList<>();
        TranscriptFold folded = transcripts.start();
        RowMirror folding = new RowMirror(mapper, built);
        folded.listen(folding);
        events.forEach(folded::apply);
        return new FoldedLog(folded, folding, built);
    }

    /**
     * Shows a folded log with one change of the list, then the live batches that arrived while it was
     * read (what the log already held is skipped by seq). A turn the log left open is shown interrupted
     * unless it is running: {@code turnRunning} (the session's agent was at a turn after the log was read),
     * or events of it came in meanwhile (its end included).
     */
    public void show(FoldedLog log, List<List<AgentEvent>> early, boolean turnRunning) {
        rows.setAll(log.rows());
        fold = log.fold();
        mirror = log.mirror();
        mirror.moveTo(rows);
        loading.set(false);
        String open = fold.openTurn().orElse(null);
        boolean live = open != null && early.stream().flatMap(List::stream).anyMatch(event -> partOf(event, open));
        early.forEach(this::apply);
        if (!turnRunning && !live) {
            fold.interruptOpenTurn();
        }
    }

    private static boolean partOf(AgentEvent event, String turnId) {
        if (event instanceof AgentEvent.Committed committed) {
            return turnId.equals(committed.event().turnId());
        }
        Delta delta = Delta.of(event);
        return delta != null && delta.turnId().equals(turnId);
    }

    /** Shows a session from its log at once, on this thread (small logs: a Ralph round's child session). */
    public void replay(List<LoggedEvent> events) {
        show(fold(events), List.of(), false);
    }

    /**
     * One frame's batch of live events of this session. The deltas of one step that follow each other
     * are applied as one, so a streaming row changes once per frame however many tokens arrived.
     */
    public void apply(List<AgentEvent> batch) {
        boolean waiting = working.get();
        for (AgentEvent event : batch) {
            waiting = Working.after(waiting, event);
        }
        working.set(waiting);
        int i = 0;
        while (i < batch.size()) {
            Delta first = Delta.of(batch.get(i));
            int next = i + 1;
            if (first == null) {
                fold.apply(batch.get(i));
            } else {
                StringBuilder merged = new StringBuilder(first.text());
                for (Delta more; next < batch.size() && (more = Delta.of(batch.get(next))) != null
                        && more.sameStream(first); next++) {
                    merged.append(more.text());
                }
                first.applyTo(fold, merged.toString());
            }
            i = next;
        }
    }

    /** A streaming delta, text or reasoning, of one step. */
    private record Delta(boolean reasoning, String turnId, int step, long afterSeq, String text) {
        static Delta of(AgentEvent event) {
            if (event instanceof AgentEvent.TextDelta text) {
                return new Delta(false, text.turnId(), text.step(), text.afterSeq(), text.delta());
            } else if (event instanceof AgentEvent.ReasoningDelta reasoning) {
                return new Delta(true, reasoning.turnId(), reasoning.step(), reasoning.afterSeq(), reasoning.delta());
            }
            return null;
        }

        boolean sameStream(Delta other) {
            return reasoning == other.reasoning && step == other.step && turnId.equals(other.turnId);
        }

        void applyTo(TranscriptFold fold, String merged) {
            if (reasoning) {
                fold.reasoningDelta(turnId, step, afterSeq, merged);
            } else {
                fold.textDelta(turnId, step, afterSeq, merged);
            }
        }
    }

    /** A failure of the UI's own work (e.g. the store could not be read), shown as a row. */
    public void failure(Message what, Message whatToDo) {
        mirror.local(new TranscriptRow.ErrorRow(what, whatToDo));
    }

    public void clear() {
        reset();
        loading.set(false);
    }

    private void reset() {
        working.set(false);
        rows.clear();
        fold = transcripts.start();
        mirror = new RowMirror(mapper, rows);
        fold.listen(mirror);
    }

    /** A session log folded off the UI thread: the UI thread only swaps its rows in and goes on from there. */
    public static final class FoldedLog {
        private final TranscriptFold fold;
        private final RowMirror mirror;
        private final List<TranscriptRow> rows;

        FoldedLog(TranscriptFold fold, RowMirror mirror, List<TranscriptRow> rows) {
            this.fold = fold;
            this.mirror = mirror;
            this.rows = rows;
        }

        public List<TranscriptRow> rows() {
            return rows;
        }

        TranscriptFold fold() {
            return fold;
        }

        RowMirror mirror() {
            return mirror;
        }
    }
}
