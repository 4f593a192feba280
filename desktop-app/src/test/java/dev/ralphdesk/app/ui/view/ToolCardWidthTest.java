package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import java.util.HashSet;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A tool card with long arguments stays as wide as the transcript's column: its headline ends in an ellipsis. */
@ExtendWith(ApplicationExtension.class)
class ToolCardWidthTest {
    private static final double WIDTH = 420;
    private final VBox column = new VBox();

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(column, 700, 300));
        stage.show();
    }

    @Test
    void aLongHeadlineIsCutToTheColumnNotDrawnPastIt(FxRobot robot) {
        // an MCP server's tool: its headline is its compact JSON (a file tool's says only the path)
        TranscriptRow.ToolCard card = new TranscriptRow.ToolCard("t1", "c1", "notes__append",
                "{\"path\":\"greet.sh\",\"content\":\"#!/usr/bin/env bash\\n# Greets the person named on the command "
                        + "line, or the world when no name is given\\n\"}",
                TranscriptRow.ToolStatus.OK, null, "wrote greet.sh", 14, null, 14);
        AtomicReference<TitledPane> pane = new AtomicReference<>();
        robot.interact(() -> {
            Node node = new RowNodes(Texts.of("en"), new HashSet<>(), run -> { }, link -> { }).node(card, WIDTH);
            column.getChildren().setAll(node);
            pane.set((TitledPane) node);
        });
        robot.interact(() -> column.layout());

        assertTrue(pane.get().getWidth() <= WIDTH, "card width " + pane.get().getWidth());
        String shown = pane.get().lookupAll(".title .text").stream().map(javafx.scene.text.Text.class::cast)
                .map(javafx.scene.text.Text::getText).findFirst().orElseThrow();
        assertTrue(shown.length() < pane.get().getText().length() && shown.endsWith("..."),
                "the headline is cut where the column ends: " + shown);
    }
}
