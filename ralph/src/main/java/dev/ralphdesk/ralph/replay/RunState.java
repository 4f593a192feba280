package dev.ralphdesk.ralph.replay;

import dev.ralphdesk.ralph.run.RalphOutcome;

/** Where a run stands in the timeline. {@code INTERRUPTED}: started, never finished, not running now. */
public enum RunState {
    RUNNING("running"),
    INTERRUPTED("interrupted"),
    COMPLETE("complete"),
    BLOCKED("blocked"),
    BUDGET_LIMITED("budget-limited"),
    FAILED("failed"),
    CANCELLED("cancelled");

    private final String label;

    RunState(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public boolean finished() {
        return this != RUNNING && this != INTERRUPTED;
    }

    public static RunState of(RalphOutcome outcome) {
        switch (outcome) {
            case COMPLETE:
                return COMPLETE;
            case BLOCKED:
                return BLOCKED;
            case BUDGET_LIMITED:
                return BUDGET_LIMITED;
            case FAILED:
                return FAILED;
            case CANCELLED:
                return CANCELLED;
            default:
                throw new IllegalStateException("unexpected outcome " + outcome);
        }
    }
}
