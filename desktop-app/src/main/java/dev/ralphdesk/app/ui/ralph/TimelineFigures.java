package dev.ralphdesk.app.ui.ralph;

import dev.ralphdesk.app.ui.approval.PendingApproval;
import dev.ralphdesk.app.ui.checkpoint.ChangesViewModel;
import dev.ralphdesk.app.ui.checkpoint.RoundFigure;
import dev.ralphdesk.app.ui.checkpoint.RoundFigures;
import dev.ralphdesk.core.git.CheckpointRecorded;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunView;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * What the finished Ralph rounds of the shown session changed, by {@code runId#round}: read again
 * whenever a round finished or started (a round's changes end at the next round's checkpoint), never
 * on every live update of a run. Used on the UI thread.
 */
final class TimelineFigures {
    private final RoundFigures figures;
    private final Map<String, RoundFigure> known = new HashMap<>();
    private String read = "";

    TimelineFigures(RoundFigures figures) {
        this.figures = figures;
    }

    Map<String, RoundFigure> known() {
        return known;
    }

    void clear() {
        known.clear();
        read = "";
    }

    /** Reads the figures of {@code runs}' finished rounds in {@code chat} when they may have changed. */
    void read(SessionId chat, Collection<RunView> runs, BooleanSupplier current, Runnable shown) {
        List<ChangesViewModel.RoundRef> finished = new ArrayList<>();
        StringBuilder state = new StringBuilder();
        for (RunView run : runs) {
            state.append(run.runId()).append(' ').append(run.rounds().size()).append(' ').append(run.state())
                    .append(':');
            for (RoundView round : run.rounds()) {
                if (round.state() != RoundState.RUNNING) {
                    finished.add(new ChangesViewModel.RoundRef(chat, CheckpointRecorded.RALPH, run.runId(),
                            round.round()));
                    state.append(round.round()).append(',');
                }
            }
        }
        if (finished.isEmpty() || state.toString().equals(read)) {
            return;
        }
        read = state.toString();
        figures.read(chat, finished, found -> {
            if (current.getAsBoolean()) {
                found.forEach((ref, figure) -> known.put(PendingApproval.roundKey(ref.owner(), ref.round()), figure));
                shown.run();
            }
        });
    }
}
