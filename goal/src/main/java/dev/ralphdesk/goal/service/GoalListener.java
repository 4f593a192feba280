package dev.ralphdesk.goal.service;

/**
 * Observes the goal of a session. Called on the thread that made the change (a session thread or
 * the caller of a verb), in order, while the session's goal state is locked: hand the view to your
 * own thread (the UI coalesces per pulse) and never block here.
 */
@FunctionalInterface
public interface GoalListener {

    /** The view changed: a mutation, an activation change, a round admitted or settled. */
    void goalChanged(GoalView view);

    /** A goal round finished and was settled. */
    default void roundFinished(RoundReport report) {
    }
}
