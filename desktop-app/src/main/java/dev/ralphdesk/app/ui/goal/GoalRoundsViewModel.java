package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.checkpoint.ChangesViewModel;
import dev.ralphdesk.app.ui.checkpoint.RoundFigure;
import dev.ralphdesk.app.ui.checkpoint.RoundFigures;
import dev.ralphdesk.core.git.CheckpointRecorded;
import dev.ralphdesk.goal.service.GoalView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The rounds of the session's current goal, latest first, each with what it changed in the workspace
 * ("N files changed, +a −b", from its checkpoints) for its "Changes…" entry; the ended rounds' are
 * read in the background whenever a round starts or ends, or the goal changes phase — not on every
 * usage update. Rounds without a checkpoint (no git) say why.
 */
public final class GoalRoundsViewModel {
    private final RoundFigures figures;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private String read = "";
    private int generation;

    public GoalRoundsViewModel(RoundFigures figures) {
        this.figures = figures;
    }

    /** One goal round: its place in the chat's checkpoints and what it changed (null until read). */
    public record Row(ChangesViewModel.RoundRef ref, RoundFigure changes) {
        public Message title() {
            return Message.of("goal.rounds.round", ref.round());
        }

        /** What the round changed, long paths cut in the middle for the narrow panel. */
        public Message changesLine() {
            return changes == null ? Message.NONE : changes.shortText();
        }

        /** The line whole when {@link #changesLine()} cut a path short (its tooltip), else nothing. */
        public Message changesDetail() {
            return changes == null ? Message.NONE : changes.detail();
        }

        /** Whether "Changes…" has a checkpoint to show (or may have, before the figures are read). */
        public boolean diffable() {
            return changes == null || changes.checkpointed();
        }
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    /** Follows the goal {@code view} of the shown session (null: none); call on the UI thread. */
    public void show(GoalView view) {
        if (view == null || !view.hasGoal() || view.roundsStarted() == 0) {
            generation++;
            read = "";
            rows.clear();
            return;
        }
        String state = view.session() + " " + view.goal().id() + " " + view.roundsStarted() + " " + view.roundRunning()
                + " " + view.goal().phase();
        if (state.equals(read)) {
            return;
        }
        boolean sameGoal = read.startsWith(view.session() + " " + view.goal().id() + " ");
        read = state;
        int mine = ++generation;
        List<ChangesViewModel.RoundRef> refs = new ArrayList<>();
        for (int round = view.roundsStarted(); round >= 1; round--) {
            refs.add(new ChangesViewModel.RoundRef(view.session(), CheckpointRecorded.GOAL, view.goal().id(), round));
        }
        Map<Integer, RoundFigure> before = sameGoal ? known() : Map.of();
        rows.setAll(refs.stream().map(ref -> new Row(ref, before.get(ref.round()))).toList());
        // a running round's checkpoint may not be recorded yet, and its changes are not done: read it once it ended
        List<ChangesViewModel.RoundRef> ended = view.roundRunning() ? refs.subList(1, refs.size()) : refs;
        if (ended.isEmpty()) {
            return;
        }
        figures.read(view.session(), ended, found -> {
            if (generation == mine) {
                rows.setAll(refs.stream().map(ref -> new Row(ref, found.getOrDefault(ref, before.get(ref.round()))))
                        .toList());
            }
        });
    }

    /**
     * The figures shown, kept while they are read again; not a "no checkpoint", which may only mean that
     * the round was read between its admission and its checkpoint.
     */
    private Map<Integer, RoundFigure> known() {
        Map<Integer, RoundFigure> known = new HashMap<>();
        rows.forEach(row -> {
            if (row.changes() != null && row.changes().checkpointed()) {
                known.put(row.ref().round(), row.changes());
            }
        });
        return known;
    }
}
