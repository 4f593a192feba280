package dev.ralphdesk.core.sandbox;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Where the shell runs: {@code workspace-write} (inside bubblewrap: the workspace writable, the rest
 * of the file system read-only, Ralph Desk's own folders hidden, no network unless allowed) or
 * {@code off} (with the user's full access).
 */
public enum SandboxMode {
    WORKSPACE_WRITE("workspace-write"),
    OFF("off");

    private final String id;

    SandboxMode(String id) {
        this.id = id;
    }

    @JsonValue
    public String id() {
        return id;
    }

    @JsonCreator
    public static SandboxMode of(String id) {
        for (SandboxMode mode : values()) {
            if (mode.id.equalsIgnoreCase(id.strip())) {
                return mode;
            }
        }
        throw new IllegalArgumentException("unknown sandbox '" + id + "' (use workspace-write or off)");
    }
}
