package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;

/** Checks that what a person should read is drawn whole: a label not cut to an ellipsis, a hint not clipped. */
public final class FitAssertions {
    private FitAssertions() {
    }

    /** The label is shown, drawn with its whole text, inside {@code within} (call on the FX thread). */
    public static void assertShownWhole(Labeled label, Node within) {
        assertTrue(label.isVisible() && label.getScene() != null, "\"" + label.getText() + "\" is shown");
        Text drawn = (Text) label.lookup(".text");
        assertEquals(label.getText(), drawn.getText(), "the label is drawn whole");
        Bounds box = within.localToScene(within.getLayoutBounds());
        Bounds at = label.localToScene(label.getLayoutBounds());
        assertTrue(box.contains(at), "\"" + label.getText() + "\" at " + at + " lies within " + box);
    }

    /** The field's prompt text fits between its paddings, so none of it is clipped (call on the FX thread). */
    public static void assertHintFits(TextField field) {
        Text hint = field.lookupAll(".text").stream().filter(Text.class::isInstance).map(Text.class::cast)
                .filter(t -> field.getPromptText().equals(t.getText())).findFirst()
                .orElseThrow(() -> new AssertionError("no hint drawn in " + field.getId()));
        double room = field.getWidth() - field.snappedLeftInset() - field.snappedRightInset();
        assertTrue(hint.getLayoutBounds().getWidth() <= room,
                "the hint \"" + field.getPromptText() + "\" needs " + hint.getLayoutBounds().getWidth()
                        + " px, the field has " + room);
    }
}
