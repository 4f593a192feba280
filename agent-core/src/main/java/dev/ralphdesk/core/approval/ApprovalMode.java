package dev.ralphdesk.core.approval;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * How much the agent may do without asking the person, from least to most: {@code read-only} (no
 * file writes, no shell), {@code ask} (every write and command asks), {@code auto-edit} (file
 * writes inside the workspace run at once, commands ask) and {@code auto} (nothing asks).
 */
public enum ApprovalMode {
    READ_ONLY("read-only"),
    ASK("ask"),
    AUTO_EDIT("auto-edit"),
    AUTO("auto");

    private final String id;

    ApprovalMode(String id) {
        this.id = id;
    }

    @JsonValue
    public String id() {
        return id;
    }

    @JsonCreator
    public static ApprovalMode of(String id) {
        for (ApprovalMode mode : values()) {
            if (mode.id.equalsIgnoreCase(id.strip())) {
                return mode;
            }
        }
        throw new IllegalArgumentException("unknown approval mode '" + id + "' (use " + choices() + ")");
    }

    /** "read-only, ask, auto-edit or auto". */
    public static String choices() {
        String all = Arrays.stream(values()).map(ApprovalMode::id).collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return all.substring(0, last) + " or " + all.substring(last + 2);
    }
}
