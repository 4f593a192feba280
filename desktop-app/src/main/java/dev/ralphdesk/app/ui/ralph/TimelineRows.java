package dev.ralphdesk.app.ui.ralph;

import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunView;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** The timeline's rows from the session's runs: latest run first, each header followed by its rounds in order. */
public final class TimelineRows {
    private TimelineRows() {
    }

    public static List<TimelineRow> of(Collection<RunView> runsInStartOrder) {
        List<RunView> runs = new ArrayList<>(runsInStartOrder);
        List<TimelineRow> rows = new ArrayList<>();
        for (int i = runs.size() - 1; i >= 0; i--) {
            RunView run = runs.get(i);
            rows.add(new TimelineRow.RunRow(run));
            for (RoundView round : run.rounds()) {
                rows.add(new TimelineRow.RoundRow(run.runId(), run.maxRounds(), round));
            }
        }
        return rows;
    }
}
