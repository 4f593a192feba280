package dev.ralphdesk.core.model;

import java.util.Objects;

/** A classified model-call failure with a message for the person. */
public final class ModelException extends Exception {
    private static final long serialVersionUID = 1L;
    private final ModelErrorKind kind;
    private final int httpStatus;

    public ModelException(ModelErrorKind kind, String message) {
        this(kind, message, 0, null);
    }

    public ModelException(ModelErrorKind kind, String message, int httpStatus, Throwable cause) {
        super(message, cause);
        this.kind = Objects.requireNonNull(kind, "kind");
        this.httpStatus = httpStatus;
    }

    public ModelErrorKind kind() {
        return kind;
    }

    /** The HTTP status, or 0 when the failure was not an HTTP answer. */
    public int httpStatus() {
        return httpStatus;
    }
}
