package dev.ralphdesk.core.sandbox;

import java.util.Objects;

/**
 * Whether shell commands run inside a sandbox: the state, and a sentence with the details for the
 * person ("bubblewrap: the workspace is writable, …", or why there is none).
 */
public record SandboxStatus(State state, String summary) {

    public enum State {
        /** Commands run inside the sandbox. */
        ACTIVE,
        /** The settings turned the sandbox off: commands run with the user's full access. */
        OFF,
        /** The machine has no working sandbox: commands run with the user's full access. */
        UNAVAILABLE,
        /** The settings ask for a sandbox the machine cannot give: commands are refused. */
        REFUSING
    }

    public SandboxStatus {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(summary, "summary");
    }

    public boolean active() {
        return state == State.ACTIVE;
    }
}
