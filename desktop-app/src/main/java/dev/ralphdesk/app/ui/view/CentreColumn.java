package dev.ralphdesk.app.ui.view;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * The centre: the transcript above the composer, both centred with a capped line length (lines of
 * 1,400 px are hard to read), and the toasts in its top-right corner, far from Send and Stop.
 */
final class CentreColumn {
    static final double MAX_WIDTH = 860;
    private final StackPane root;

    CentreColumn(Node transcriptView, Region composer, Region toasts) {
        StackPane transcript = new StackPane(transcriptView);
        transcript.setMaxWidth(MAX_WIDTH);
        composer.setMaxWidth(MAX_WIDTH);
        BorderPane column = new BorderPane(transcript);
        column.setBottom(composer);
        BorderPane.setAlignment(transcript, Pos.TOP_CENTER);
        BorderPane.setAlignment(composer, Pos.CENTER);
        column.getStyleClass().add("centre-column");
        StackPane.setAlignment(toasts, Pos.TOP_RIGHT);
        StackPane.setMargin(toasts, new Insets(12));
        root = new StackPane(column, toasts);
        root.setId("centre");
    }

    Region node() {
        return root;
    }
}
