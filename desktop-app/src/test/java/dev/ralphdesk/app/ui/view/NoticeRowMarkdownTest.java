package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A notice row is Markdown: the command it names shows as code, without the backticks. */
@ExtendWith(ApplicationExtension.class)
class NoticeRowMarkdownTest {
    private final VBox column = new VBox();

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(column, 600, 200);
        Theme.LIGHT.applyTo(scene);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aCommandInANoticeShowsAsCodeWithoutBackticks(FxRobot robot) {
        TranscriptRow.NoticeRow notice = new TranscriptRow.NoticeRow(
                Message.verbatim("Goal complete — certified by verifier `sh test.sh` passed."));
        robot.interact(() -> column.getChildren().setAll(
                new RowNodes(Texts.of("en"), new HashSet<>(), run -> { }, link -> { }).node(notice, 400)));
        robot.interact(() -> {
            List<Text> runs = new ArrayList<>();
            collect(column, runs);
            String shown = runs.stream().map(Text::getText).reduce("", String::concat);
            assertEquals("Goal complete — certified by verifier sh test.sh passed.", shown);
            Node code = runs.stream().filter(t -> t.getText().equals("sh test.sh")).findFirst().orElseThrow();
            assertTrue(code.getStyleClass().contains("md-code"), "the command is code: " + code.getStyleClass());
        });
    }

    /** The text runs under {@code node}, in order. */
    private static void collect(Node node, List<Text> runs) {
        if (node instanceof Text text) {
            runs.add(text);
        } else if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, runs));
        }
    }
}
