package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The theme's tokens reach the stock controls as rendered: prompt text and a selected row get the
 * theme's colours (checked by ThemeContrastTest), not Modena's derived ones (1.1:1 in the old dark
 * theme; blue on blue for selected rows).
 */
@ExtendWith(ApplicationExtension.class)
class ThemedControlsTest {
    private TextField field;
    private ListView<String> list;
    private Scene scene;

    @Start
    void start(Stage stage) {
        field = new TextField();
        field.setPromptText("Search sessions");
        list = new ListView<>();
        list.getItems().setAll(List.of("one", "two"));
        scene = new Scene(new VBox(8, new TextField("focus here"), field, list), 320, 240);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void darkPromptTextAndSelectedRowsUseTheThemeColours(FxRobot robot) throws Exception {
        check(robot, Theme.DARK, "#8b949e", "#1c2a3d", "#f0f6fc");
    }

    @Test
    void lightPromptTextAndSelectedRowsUseTheThemeColours(FxRobot robot) throws Exception {
        check(robot, Theme.LIGHT, "#6e7781", "#ddf4ff", "#1f2328");
    }

    private void check(FxRobot robot, Theme theme, String prompt, String selected, String selectedText)
            throws Exception {
        robot.interact(() -> {
            theme.applyTo(scene);
            list.getSelectionModel().select(0);
            list.requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Text promptNode = WaitForAsyncUtils.asyncFx(() -> field.lookupAll(".text").stream()
                .filter(Text.class::isInstance).map(Text.class::cast)
                .filter(text -> "Search sessions".equals(text.getText())).findFirst().orElseThrow()).get();
        assertEquals(Color.web(prompt), promptNode.getFill(), "prompt text fill");
        ListCell<?> cell = WaitForAsyncUtils.asyncFx(() -> list.lookupAll(".list-cell").stream()
                .map(node -> (ListCell<?>) node).filter(c -> "one".equals(c.getItem())).findFirst().orElseThrow())
                .get();
        assertTrue(cell.isSelected());
        assertEquals(Color.web(selectedText), cell.getTextFill(), "selected row text");
        Node background = cell;
        assertEquals(Color.web(selected), ((ListCell<?>) background).getBackground().getFills().get(0).getFill(),
                "selected row background");
    }
}
