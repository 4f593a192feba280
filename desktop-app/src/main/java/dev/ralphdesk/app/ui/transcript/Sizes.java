package dev.ralphdesk.app.ui.transcript;

import java.util.Locale;

/** Byte counts for people: 512 B, 10.0 KB, 2.3 MB. */
final class Sizes {
    private Sizes() {
    }

    static String human(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KB", bytes / 1024.0);
        }
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
