package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The heights rows were last measured at, per width. The list measures rows it does not show (the
 * one above the view, rows just added) in a hidden cell; a row measured before needs no nodes built
 * and styled for that. A row is measured again whenever a shown cell lays it out, which keeps the
 * height current (a section opened, a font changed).
 */
final class RowHeights {
    private static final int KEPT = 4096;
    private final Map<Key, Double> heights = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Double> eldest) {
            return size() > KEPT;
        }
    };

    /** The height {@code row} had at {@code width}, or NaN when it was not measured. */
    double of(TranscriptRow row, double width) {
        Double height = heights.get(new Key(row, width));
        return height == null ? Double.NaN : height;
    }

    void measured(TranscriptRow row, double width, double height) {
        heights.put(new Key(row, width), height);
    }

    private record Key(TranscriptRow row, double width) {
    }
}
