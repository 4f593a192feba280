package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.effect.GrantScope;
import java.util.Objects;

/**
 * The person's answer: allow once, allow for this session within a scope, deny, or none at all
 * ({@code unanswered}: no one could be asked; {@code note} says why and what would allow it). A
 * denial's note says why no one decided: {@link #STOPPED} or {@link #CLOSED}; empty when the person did.
 */
public record Answer(Choice choice, GrantScope scope, String note) {
    /** The note of a denial because the turn that asked was stopped. */
    public static final String STOPPED = "stopped";
    /** The note of a denial because the window that asked was closed. */
    public static final String CLOSED = "closed";

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

    /** Denied because the turn that asked was stopped while the question was open. */
    public static Answer stopped() {
        return new Answer(Choice.DENY, null, STOPPED);
    }

    /** Denied because the window that asked was closed while the question was open. */
    public static Answer closed() {
        return new Answer(Choice.DENY, null, CLOSED);
    }

    public static Answer unanswered(String why) {
        return new Answer(Choice.UNANSWERED, null, why);
    }
}
