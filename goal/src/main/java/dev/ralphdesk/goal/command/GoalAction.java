package dev.ralphdesk.goal.command;

import dev.ralphdesk.goal.domain.GoalErrorCode;

/** What a {@code /goal} line asks for. */
public sealed interface GoalAction {

    record Status() implements GoalAction {
    }

    record Create(String objective) implements GoalAction {
    }

    record Edit(String objective) implements GoalAction {
    }

    record Pause() implements GoalAction {
    }

    record Resume() implements GoalAction {
    }

    record Clear() implements GoalAction {
    }

    /** A line that cannot be run, with the code and message to show. */
    record Invalid(GoalErrorCode code, String message) implements GoalAction {
    }
}
