package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import javafx.scene.Node;

/**
 * The nodes of the rows shown lately, for cells that show one of those rows again: the list
 * measures a new row in a hidden cell before it shows it in a real one, and scrolling gives rows
 * back to cells they left. A node is handed out again only while no cell holds it.
 */
final class RecentNodes {
    private static final int KEPT = 64;
    private final Map<Key, Node> nodes = new LinkedHashMap<>(KEPT, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Node> eldest) {
            return size() > KEPT;
        }
    };

    Node node(TranscriptRow row, double width, Supplier<Node> build) {
        Key key = new Key(row, width);
        Node kept = nodes.get(key);
        if (kept != null && kept.getParent() == null) {
            return kept;
        }
        Node built = build.get();
        nodes.put(key, built);
        return built;
    }

    /** Rows are values, so a row equal to a shown one shows the same. */
    private record Key(TranscriptRow row, double width) {
    }
}
