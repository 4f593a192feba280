package dev.ralphdesk.app.ui.view;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The small bar of a button that asks first: the question, a red button that does it and one that
 * keeps things as they are. Hidden until {@link #ask()}; either answer hides it again. Ids:
 * {@code ID-confirm}, {@code ID-yes}, {@code ID-keep}.
 */
final class ConfirmBar {
    private final HBox bar;
    private final Button keep;

    ConfirmBar(String id, String question, String yes, String keep, Runnable confirmed) {
        Label text = new Label(question);
        text.setWrapText(true);
        HBox.setHgrow(text, Priority.ALWAYS);
        Button doIt = new Button(yes);
        doIt.setId(id + "-yes");
        doIt.getStyleClass().add("danger");
        this.keep = new Button(keep);
        this.keep.setId(id + "-keep");
        doIt.setMinWidth(Region.USE_PREF_SIZE);
        this.keep.setMinWidth(Region.USE_PREF_SIZE);
        bar = new HBox(6, text, doIt, this.keep);
        bar.setId(id + "-confirm");
        bar.getStyleClass().add("goal-prompt");
        bar.setVisible(false);
        bar.managedProperty().bind(bar.visibleProperty());
        doIt.setOnAction(e -> {
            hide();
            confirmed.run();
        });
        this.keep.setOnAction(e -> hide());
    }

    HBox node() {
        return bar;
    }

    /** Shows the question, with the focus on "keep". */
    void ask() {
        bar.setVisible(true);
        keep.requestFocus();
    }

    void hide() {
        bar.setVisible(false);
    }
}
