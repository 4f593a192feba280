package dev.ralphdesk.app.ui.ralph;

import dev.ralphdesk.app.ui.approval.PendingApproval;
import dev.ralphdesk.app.ui.checkpoint.RoundFigure;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunView;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The timeline's rows from the session's runs: latest run first, each header followed by its rounds in order. */
public final class TimelineRows {
    private TimelineRows() {
    }

    public static List<TimelineRow> of(Collection<RunView> runsInStartOrder) {
        return of(runsInStartOrder, Set.of(), Map.of());
    }

    /**
     * The same; the rounds of {@code asking} ({@code runId#round}) wait for an approval, and
     * {@code changes} holds what rounds changed (by {@code runId#round}) as far as read.
     */
    public static List<TimelineRow> of(Collection<RunView> runsInStartOrder, Set<String> asking,
            Map<String, RoundFigure> changes) {
        List<RunView> runs = new ArrayList<>(runsInStartOrder);
        List<TimelineRow> rows = new ArrayList<>();
        for (int i = runs.size() - 1; i >= 0; i--) {
            RunView run = runs.get(i);
            rows.add(new TimelineRow.RunRow(run));
            for (RoundView round : run.rounds()) {
                String key = PendingApproval.roundKey(run.runId(), round.round());
                rows.add(new TimelineRow.RoundRow(run.runId(), run.maxRounds(), round, asking.contains(key),
                        changes.get(key)));
            }
        }
        return rows;
    }
}
