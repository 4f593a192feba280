package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/** One failed attempt of a model call: its classification, whether a retry may help, and the server's wait hint. */
public final class AttemptFailure extends Exception {
    private static final long serialVersionUID = 1L;
    private final ModelErrorKind kind;
    private final int httpStatus;
    private final boolean retryable;
    private final transient Duration retryAfter;

    public AttemptFailure(ModelErrorKind kind, String message, int httpStatus, boolean retryable,
            Duration retryAfter, Throwable cause) {
        super(message, cause);
        this.kind = Objects.requireNonNull(kind, "kind");
        this.httpStatus = httpStatus;
        this.retryable = retryable;
        this.retryAfter = retryAfter;
    }

    public static AttemptFailure of(ModelErrorKind kind, String message, boolean retryable) {
        return new AttemptFailure(kind, message, 0, retryable, null, null);
    }

    public ModelErrorKind kind() {
        return kind;
    }

    public int httpStatus() {
        return httpStatus;
    }

    public boolean retryable() {
        return retryable;
    }

    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }

    public ModelException toModelException() {
        return new ModelException(kind, getMessage(), httpStatus, getCause());
    }
}
