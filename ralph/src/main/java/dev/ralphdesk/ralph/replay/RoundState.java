package dev.ralphdesk.ralph.replay;

/** Where a round stands: running, interrupted (its run stopped mid-round), reported or failed. */
public enum RoundState {
    RUNNING("running"),
    INTERRUPTED("interrupted"),
    REPORTED("reported"),
    FAILED("failed");

    private final String label;

    RoundState(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
