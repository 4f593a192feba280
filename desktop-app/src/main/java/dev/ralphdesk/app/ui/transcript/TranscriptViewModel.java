package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.ralph.replay.RunView;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.IntFunction;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The transcript of the open session: rows for a virtualized list. A session's log is folded into
 * rows off the UI thread ({@link #fold}), shown with one swap ({@link #show}), then live events are
 * followed in per-frame batches. Touch it on the UI thread only, except {@link #fold}.
 */
public final class TranscriptViewModel {
    private final ObservableList<TranscriptRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(false);
    private final IntFunction<Integer> goalCap;
    private TranscriptModel model;
    private LogJoin join = new LogJoin();

    /** @param goalCap the cap of the current goal for a round, or null while unknown */
    public TranscriptViewModel(IntFunction<Integer> goalCap) {
        this.goalCap = goalCap;
        this.model = new TranscriptModel(rows, goalCap);
    }

    public TranscriptViewModel() {
        this(round -> null);
    }

    public ObservableList<TranscriptRow> rows() {
        return rows;
    }

    /** True from {@link #beginLoading} until the loaded rows are shown. */
    public ReadOnlyBooleanProperty loading() {
        return loading.getReadOnlyProperty();
    }

    /** A session is being read: no rows (none of the session shown before) until {@link #show}. */
    public void beginLoading() {
        reset();
        loading.set(true);
    }

    /**
     * Folds a session's log into rows. Pure and thread-safe: call it in the background. Separators
     * take their goal's cap from the log's {@code goal/change} events.
     */
    public static TranscriptFold fold(List<LoggedEvent> events) {
        List<TranscriptRow> built = new ArrayList<>();
        TranscriptModel folded = new TranscriptModel(built, round -> null);
        LogJoin learned = new LogJoin();
        ReplayEvents.replay(folded, learned, events);
        return new TranscriptFold(built, folded, learned);
    }

    /**
     * Shows a folded log with one change of the list, then the live batches that arrived while it
     * was read, leaving out what the log already held; returns the events it did not hold. A turn
     * the log left open is shown interrupted unless it is running: {@code turnRunning} (the session's
     * agent is at a turn) or live events of it came in while the log was read.
     */
    public List<AgentEvent> show(TranscriptFold fold, List<List<AgentEvent>> early, boolean turnRunning) {
        rows.setAll(fold.rows());
        model = fold.model();
        model.moveTo(rows, goalCap);
        join = fold.join();
        loading.set(false);
        List<AgentEvent> fresh = new ArrayList<>();
        early.forEach(batch -> fresh.addAll(LiveEvents.apply(model, join, batch)));
        String open = join.openTurn();
        if (open != null && !turnRunning && !join.openTurnLive()) {
            model.turnInterrupted(open);
        }
        return fresh;
    }

    /** Shows a session from its log at once, on this thread (small logs: a Ralph round's child session). */
    public void replay(List<LoggedEvent> events) {
        show(fold(events), List.of(), false);
    }

    /** One frame's batch of live events of this session. */
    public void apply(List<AgentEvent> batch) {
        LiveEvents.apply(model, join, batch);
    }

    /** The current round cap of a goal, for the separators of its next rounds. */
    public void goalCap(String goalId, int cap) {
        model.goalCap(goalId, cap);
    }

    /** Adds or updates the card of a Ralph run of this session (from the timeline's live view). */
    public void ralphRun(RunView run) {
        if (loading.get()) {
            return; // the loaded rows have the run's card; the timeline's view is applied after them
        }
        model.ralphCard(new TranscriptRow.RalphCardRow(run.runId(), run.objective(), run.state().label(),
                run.roundsStarted(), run.maxRounds()));
    }

    /** A {@code /command} the person ran and its answer (commands are not agent events). */
    public void commandRan(String line, CommandResult result) {
        String id = UUID.randomUUID().toString();
        model.commandRun(id, line.strip());
        model.commandDone(id, result.ok(), result.output());
    }

    /** A failure of the UI's own work (e.g. the store could not be read), shown as a row. */
    public void failure(Message what, Message whatToDo) {
        rows.add(new TranscriptRow.ErrorRow(what, whatToDo));
    }

    public void clear() {
        reset();
        loading.set(false);
    }

    private void reset() {
        rows.clear();
        model = new TranscriptModel(rows, goalCap);
        join = new LogJoin();
    }
}
