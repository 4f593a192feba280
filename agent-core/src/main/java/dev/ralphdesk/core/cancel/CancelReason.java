package dev.ralphdesk.core.cancel;

import java.util.Optional;

/**
 * Why work was stopped: recorded with the turn that was cancelled ({@code turn/finished}'s outcome
 * code) and told to the turn hooks, so each policy tells its own stops from the person's. The wire
 * name is what the log stores; the description is the English the outcome carries.
 */
public enum CancelReason {
    /** The person pressed Stop (Esc), or cancelled a run. */
    PERSON("person", "stopped by the person"),
    /** The goal was paused (from the panel, {@code /goal pause}, the command line or another process). */
    GOAL_PAUSE("goal-pause", "the goal was paused"),
    /** The goal was cleared. */
    GOAL_CLEAR("goal-clear", "the goal was cleared"),
    /** A token, cost or time budget ran out. */
    BUDGET("budget", "a budget ran out"),
    /** The goal driver stopped a turn it should not run (stale, repeating itself, tools in a closing request). */
    DRIVER("driver", "stopped by the goal driver"),
    /** The session was closed in the window. */
    SESSION_CLOSED("session-closed", "the session was closed"),
    /** Ralph Desk is shutting down. */
    SHUTDOWN("shutdown", "Ralph Desk is shutting down"),
    /** A headless run got Ctrl+C (SIGINT) or SIGTERM. */
    INTERRUPTED("interrupted", "interrupted (Ctrl+C or a stop signal)");

    private final String wire;
    private final String description;

    CancelReason(String wire, String description) {
        this.wire = wire;
        this.description = description;
    }

    public String wire() {
        return wire;
    }

    /** In English, for outcome messages and logs: "stopped by the person". */
    public String description() {
        return description;
    }

    /** The reason of a wire name; empty for null or an unknown name (e.g. from an older build). */
    public static Optional<CancelReason> fromWire(String wire) {
        for (CancelReason reason : values()) {
            if (reason.wire.equals(wire)) {
                return Optional.of(reason);
            }
        }
        return Optional.empty();
    }

    /** Whether the person stopped the work (by hand or by a signal), as opposed to a policy. */
    public boolean byPerson() {
        return this == PERSON || this == INTERRUPTED;
    }
}
