package dev.ralphdesk.ralph;

import java.util.Objects;

/** A Ralph request that cannot be carried out, with a stable code and a message for the person. */
public final class RalphException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The stable codes. */
    public enum Code {
        RALPH_INVALID_OBJECTIVE,
        RALPH_INVALID_MAX_ROUNDS,
        RALPH_INVALID_ARGUMENTS,
        RALPH_PROVIDER_MISSING,
        RALPH_PROVIDER_UNSTRUCTURED,
        RALPH_PROVIDER_INHERITS_CONTEXT,
        RALPH_WORKFLOW_REFUSED,
        RALPH_RUN_ACTIVE,
        RALPH_SESSION_BUSY,
        RALPH_RUN_NOT_FOUND,
        RALPH_NOT_RESUMABLE,
        /** A cost budget for a model whose price is unknown: it could never be kept. */
        RALPH_COST_UNKNOWN
    }

    private final Code code;

    public RalphException(Code code, String message) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
    }

    public Code code() {
        return code;
    }

    /** {@code RALPH_RUN_ACTIVE: A Ralph run is already going in this session.} */
    public String describe() {
        return code.name() + ": " + getMessage();
    }
}
