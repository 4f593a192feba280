package dev.ralphdesk.app.ui.ralph;

import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Which run buttons apply to the run acted on, as a pure function: Cancel while it runs in this
 * process, Resume run when it was interrupted; nothing while an action is in flight.
 */
public record RunActions(boolean cancel, boolean resume) {
    public static final RunActions NONE = new RunActions(false, false);

    public static RunActions of(RunView selected, boolean busy) {
        if (selected == null || busy) {
            return NONE;
        }
        return new RunActions(selected.state() == RunState.RUNNING, selected.state() == RunState.INTERRUPTED);
    }

    /** With no run selected: the latest running run, else the latest interrupted one, else none. */
    public static RunView defaultTarget(Collection<RunView> runsInStartOrder) {
        List<RunView> runs = new ArrayList<>(runsInStartOrder);
        for (RunState wanted : List.of(RunState.RUNNING, RunState.INTERRUPTED)) {
            for (int i = runs.size() - 1; i >= 0; i--) {
                if (runs.get(i).state() == wanted) {
                    return runs.get(i);
                }
            }
        }
        return null;
    }
}
