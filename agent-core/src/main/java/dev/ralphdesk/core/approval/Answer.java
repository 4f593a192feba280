package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.effect.GrantScope;
import java.util.Objects;

/**
 * The person's answer: allow once, allow for this session within a scope, deny, or none at all
 * ({@code unanswered}: no one could be asked; {@code note} says why and what would allow it).
 */
public record Answer(Choice choice, GrantScope scope, String note) {

    public enum Choice {
        ONCE,
        SESSION,
        DENY,
        UNANSWERED
    }

    public Answer {
        Objects.requireNonNull(choice, "choice");
        if ((choice == Choice.SESSION) != (scope != null)) {
            throw new IllegalArgumentException("only \"allow for this session\" has a scope");
        }
        note = note == null ? "" : note;
    }

    public static Answer once() {
        return new Answer(Choice.ONCE, null, null);
    }

    public static Answer forSession(GrantScope scope) {
        return new Answer(Choice.SESSION, Objects.requireNonNull(scope, "scope"), null);
    }

    public static Answer deny() {
        return new Answer(Choice.DENY, null, null);
    }

    public static Answer unanswered(String why) {
        return new Answer(Choice.UNANSWERED, null, why);
    }
}
