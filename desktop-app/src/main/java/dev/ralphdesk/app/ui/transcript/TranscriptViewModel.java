package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.ralph.replay.RunView;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.IntFunction;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The transcript of the open session: rows for a virtualized list. Replays a log when a session
 * opens, then follows live events in per-frame batches. Touch it on the UI thread only.
 */
public final class TranscriptViewModel {
    private final ObservableList<TranscriptRow> rows = FXCollections.observableArrayList();
    private final IntFunction<Integer> goalCap;
    private TranscriptModel model;

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

    /** Shows a session from its log: the rows are built off-list, then swapped in with one change. */
    public void replay(List<LoggedEvent> events) {
        List<TranscriptRow> built = new ArrayList<>();
        ReplayEvents.replay(new TranscriptModel(built, goalCap), events);
        rows.setAll(built);
        // live events after a replay belong to new turns, so the fresh model needs no replayed indexes
        model = new TranscriptModel(rows, goalCap);
    }

    /** One frame's batch of live events of this session. */
    public void apply(List<AgentEvent> batch) {
        LiveEvents.apply(model, batch);
    }

    /** The current round cap of a goal, for the separators of its next rounds. */
    public void goalCap(String goalId, int cap) {
        model.goalCap(goalId, cap);
    }

    /** Adds or updates the card of a Ralph run of this session (from the timeline's live view). */
    public void ralphRun(RunView run) {
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
    public void failure(String what, String whatToDo) {
        rows.add(new TranscriptRow.ErrorRow(what, whatToDo));
    }

    public void clear() {
        rows.clear();
        model = new TranscriptModel(rows, goalCap);
    }
}
