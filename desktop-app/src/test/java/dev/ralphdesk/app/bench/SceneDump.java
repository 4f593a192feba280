package dev.ralphdesk.app.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;

/** The probe's dump of a scene's tree (one node a line: depth, type, id, classes, visible, size), for reading. */
final class SceneDump {
    private SceneDump() {
    }

    static void to(String file, Scene scene) {
        if (file == null) {
            return;
        }
        List<String> lines = new ArrayList<>();
        walk(scene.getRoot(), 0, true, lines);
        try {
            Files.write(Path.of(file), lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A label's text on the node's one line: its line breaks shown as {@code \\n}. */
    private static String oneLine(String text) {
        return text == null ? "" : text.replace("\n", "\\n");
    }

    private static void walk(Node node, int depth, boolean shown, List<String> lines) {
        boolean visible = shown && node.isVisible();
        Bounds b = node.getLayoutBounds();
        String type = node.getClass().getName();
        lines.add("  ".repeat(depth) + type.substring(type.lastIndexOf('.') + 1)
                + (node.getId() == null ? "" : "#" + node.getId()) + " " + node.getStyleClass()
                + (node instanceof Control ? " C" : "") + (visible ? "" : " HIDDEN")
                + String.format(" %.0fx%.0f", b.getWidth(), b.getHeight())
                + (node instanceof Labeled labeled ? " '" + oneLine(labeled.getText()) + "'" : ""));
        if (node instanceof Parent) {
            for (Node child : ((Parent) node).getChildrenUnmodifiable()) {
                walk(child, depth + 1, visible, lines);
            }
        }
    }
}
