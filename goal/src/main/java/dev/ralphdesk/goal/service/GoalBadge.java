package dev.ralphdesk.goal.service;

import java.util.Objects;

/**
 * The goal panel's phase badge as a pure function of the view: short text and a tone the UI maps
 * to a colour (no JavaFX here).
 */
public record GoalBadge(String text, Tone tone) {

    public enum Tone {
        /** No goal. */
        NONE,
        /** A round is running or about to. */
        RUNNING,
        /** Active but disarmed (waiting for Resume), or armed and waiting for other work to free the session. */
        WAITING,
        PAUSED,
        /** Blocked: needs the person (resume, extend, edit or clear). */
        BLOCKED,
        COMPLETE,
        /** The goal record is invalid; the session is read-only. */
        ERROR
    }

    public GoalBadge {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(tone, "tone");
    }

    public static GoalBadge of(GoalView view) {
        if (view.readOnly()) {
            return new GoalBadge("Read-only", Tone.ERROR);
        }
        if (!view.hasGoal()) {
            return new GoalBadge("No goal", Tone.NONE);
        }
        int cap = view.goal().maxGoalRounds();
        switch (view.goal().phase()) {
            case ACTIVE:
                if (view.roundRunning()) {
                    return new GoalBadge("Round " + view.roundsStarted() + " / " + cap, Tone.RUNNING);
                }
                if (view.waiting()) {
                    return new GoalBadge("Waiting for " + view.waitingFor(), Tone.WAITING);
                }
                return view.armed() ? new GoalBadge("Active · " + view.roundsStarted() + " / " + cap, Tone.RUNNING)
                        : new GoalBadge("Active · disarmed", Tone.WAITING);
            case PAUSED:
                return new GoalBadge("Paused", Tone.PAUSED);
            case BLOCKED:
                return new GoalBadge("Blocked: " + view.goal().blockedReason().code(), Tone.BLOCKED);
            case COMPLETE:
                return new GoalBadge("Complete", Tone.COMPLETE);
            default:
                throw new IllegalStateException("unexpected goal phase " + view.goal().phase());
        }
    }
}
