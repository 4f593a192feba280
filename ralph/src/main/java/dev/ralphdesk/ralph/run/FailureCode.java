package dev.ralphdesk.ralph.run;

/** Why a round ended without a usable report; {@link #wire()} is what the log stores. */
public enum FailureCode {
    /** No valid report after one re-ask. */
    INVALID_REPORT("invalid-report"),
    /** The child's turn failed; the message names the model error. */
    CHILD_ERROR("child-error"),
    /** The completion gate refused a {@code complete} report. */
    COMPLETION_REFUSED("completion-refused"),
    /** A run budget ran out during the round. */
    BUDGET("budget"),
    CANCELLED("cancelled"),
    /** The child's turn broke inside Ralph Desk. */
    INTERNAL("internal");

    private final String wire;

    FailureCode(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }
}
