package dev.ralphdesk.core.effect;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What one "Allow for this session" covers: this command or file, every call of this tool, or everything. */
public enum GrantScope {
    THIS("this"),
    TOOL("tool"),
    ALL("all");

    private final String id;

    GrantScope(String id) {
        this.id = id;
    }

    @JsonValue
    public String id() {
        return id;
    }

    @JsonCreator
    public static GrantScope of(String id) {
        for (GrantScope scope : values()) {
            if (scope.id.equals(id)) {
                return scope;
            }
        }
        throw new IllegalArgumentException("unknown grant scope '" + id + "' (use this, tool or all)");
    }
}
