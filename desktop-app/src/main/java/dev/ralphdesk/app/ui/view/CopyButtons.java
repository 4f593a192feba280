package dev.ralphdesk.app.ui.view;

import java.util.function.Supplier;
import javafx.scene.control.Button;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/**
 * The transcript's small text tools: a flat "Copy" button that puts a text on the clipboard, and a
 * read-only, selectable text area that shows a message's words for selecting part of them.
 */
final class CopyButtons {
    private CopyButtons() {
    }

    /** A flat button that copies {@code text} (read when clicked) to the system clipboard. */
    static Button copy(String label, String id, Supplier<String> text) {
        Button button = new Button(label);
        button.setId(id);
        button.getStyleClass().addAll("icon-button", "copy-button");
        button.setFocusTraversable(false);
        button.setTooltip(new Tooltip(label));
        button.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text.get());
            Clipboard.getSystemClipboard().setContent(content);
        });
        return button;
    }

    /** The words of a message in a read-only area sized to them: select with the mouse, copy with Ctrl+C. */
    static TextArea selectable(String text, double width) {
        TextArea area = new TextArea(text);
        area.setId("selectable-text");
        area.getStyleClass().add("selectable-text");
        area.setEditable(false);
        area.setWrapText(true);
        area.setMaxWidth(width);
        area.setPrefColumnCount(1);
        // rows for the wrapped lines at roughly 7 px a character, so the area needs no scroll bar
        int perLine = Math.max(20, (int) (width / 7.5));
        int rows = text.lines().mapToInt(line -> 1 + line.length() / perLine).sum();
        area.setPrefRowCount(Math.max(1, Math.min(rows, 40)));
        return area;
    }
}
