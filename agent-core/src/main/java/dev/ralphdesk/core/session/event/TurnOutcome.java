package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.cancel.CancelReason;
import java.util.Objects;
import java.util.Optional;

/**
 * How a turn ended. {@code code} is set for {@link Kind#ERROR} (e.g. {@code auth}, {@code network})
 * and for {@link Kind#CANCELLED} (the {@link CancelReason}, e.g. {@code person}), and may be set for
 * the others; {@code message} is for the person.
 */
public record TurnOutcome(Kind kind, String code, String message) {

    public enum Kind {
        COMPLETED("completed"),
        CANCELLED("cancelled"),
        ERROR("error"),
        MAX_TOKENS("max-tokens"),
        USAGE_LIMITED("usage-limited"),
        REFUSED("refused"),
        STEP_LIMIT("step-limit");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    public TurnOutcome {
        Objects.requireNonNull(kind, "kind");
        if (kind == Kind.ERROR && (code == null || code.isBlank())) {
            throw new IllegalArgumentException("an error outcome needs a code");
        }
        message = message == null ? "" : message;
    }

    public static TurnOutcome completed() {
        return new TurnOutcome(Kind.COMPLETED, null, "");
    }

    /** Cancelled for {@code reason}: its wire name is the code, its description the message. */
    public static TurnOutcome cancelled(CancelReason reason) {
        return new TurnOutcome(Kind.CANCELLED, reason.wire(), reason.description());
    }

    /** Why a cancelled turn was stopped; empty for other outcomes and for logs written before reasons. */
    public Optional<CancelReason> cancelReason() {
        return kind == Kind.CANCELLED ? CancelReason.fromWire(code) : Optional.empty();
    }

    public static TurnOutcome error(String code, String message) {
        return new TurnOutcome(Kind.ERROR, code, message);
    }

    public static TurnOutcome of(Kind kind, String message) {
        return new TurnOutcome(kind, null, message);
    }

    /** {@code completed}, or {@code error:auth} for errors. */
    public String label() {
        return kind == Kind.ERROR ? kind.label() + ":" + code : kind.label();
    }
}
