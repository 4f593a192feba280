package dev.ralphdesk.goal.domain;

/**
 * May the driver start another round now? Process-local and never persisted: create and resume
 * arm; everything else, opening a session, forking and starting the app leave a goal disarmed.
 */
public enum Activation {
    ARMED("armed"),
    DISARMED("disarmed");

    private final String label;

    Activation(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
