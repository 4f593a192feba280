package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.checkpoint.RoundFigure;
import dev.ralphdesk.app.ui.ralph.TimelineRow;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RoundView;
import java.time.Instant;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A round's "No checkpoint: why" line wraps inside the timeline's width instead of running past it. */
@ExtendWith(ApplicationExtension.class)
class TimelineRowWidthTest {
    private static final double WIDTH = 240;
    private final VBox column = new VBox();

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(column, 600, 400));
        stage.show();
    }

    @Test
    void aLongReasonForNoCheckpointWrapsWithinTheRow(FxRobot robot) {
        RoundView round = new RoundView(1, "child", RoundState.RUNNING, Instant.EPOCH, null, null, 0, Usage.ZERO, null,
                List.of(), 0, null, List.of(), 0);
        TimelineRow.RoundRow row = new TimelineRow.RoundRow("run", 256, round, false, RoundFigure.none(
                "/tmp/ralph-desk-screenshots.37RYtQ/.local/share/ralph-desk/demo-workspace is not a git repository"));
        robot.interact(() -> column.getChildren().setAll(new TimelineCells(Texts.of("en"), r -> { }).node(row, WIDTH)));
        robot.interact(column::layout);

        robot.interact(() -> {
            Label figures = robot.lookup("#round-figures").queryAs(Label.class);
            assertTrue(figures.getWidth() <= WIDTH, "the line is " + figures.getWidth() + " px wide");
            assertTrue(figures.getHeight() > figures.getFont().getSize() * 2, "it wraps: " + figures.getHeight());
        });
    }
}
