package dev.ralphdesk.core.settings;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Whether shell commands need the person's approval ({@code ask}) or run at once ({@code auto}). */
public enum ApprovalMode {
    ASK,
    AUTO;

    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static ApprovalMode of(String id) {
        for (ApprovalMode mode : values()) {
            if (mode.id().equalsIgnoreCase(id.strip())) {
                return mode;
            }
        }
        throw new IllegalArgumentException("unknown approval mode '" + id + "' (use ask or auto)");
    }
}
