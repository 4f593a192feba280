package dev.ralphdesk.app.ui.ralph;

import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;

/**
 * Which run buttons apply to the selected run, as a pure function: Cancel while it runs in this
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
}
