package dev.ralphdesk.core.model;

/** Classification of a failed model call; decides retries and the turn outcome. */
public enum ModelErrorKind {
    RATE_LIMIT("usage-limited"),
    QUOTA("usage-limited"),
    AUTH("auth"),
    BAD_REQUEST("bad-request"),
    CONTEXT_LENGTH("context-length"),
    SERVER("server"),
    NETWORK("network"),
    TIMEOUT("timeout");

    private final String code;

    ModelErrorKind(String code) {
        this.code = code;
    }

    /** The outcome code shown to the person. */
    public String code() {
        return code;
    }

    /** Whether the turn ends {@code usage-limited} rather than {@code error}. */
    public boolean usageLimited() {
        return this == RATE_LIMIT || this == QUOTA;
    }
}
