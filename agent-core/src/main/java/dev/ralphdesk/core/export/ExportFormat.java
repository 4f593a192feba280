package dev.ralphdesk.core.export;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What a session is exported as: a readable Markdown transcript, or its versioned event list in JSON. */
public enum ExportFormat {
    MD("md"),
    JSON("json");

    private final String id;

    ExportFormat(String id) {
        this.id = id;
    }

    /** The name the person types ({@code md}, {@code json}), which is also the file extension. */
    public String id() {
        return id;
    }

    /**
     * The format named {@code text}, in any case.
     *
     * @throws IllegalArgumentException naming the formats there are
     */
    public static ExportFormat of(String text) {
        String wanted = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        for (ExportFormat format : values()) {
            if (format.id.equals(wanted)) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown export format '" + text + "' (use "
                + Arrays.stream(values()).map(ExportFormat::id).collect(Collectors.joining(" or ")) + ")");
    }
}
