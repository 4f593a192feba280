package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Objects;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The theme's tokens reach the stock controls as rendered: prompt text and a selected row get the
 * theme's colours (checked by ThemeContrastTest), not Modena's derived ones (1.1:1 in the old dark
 * theme; blue on blue for selected rows). Popups (a menu, a combo box's list, a tooltip) are square
 * boxes without a shadow: without a compositor the area a shadow or a rounded corner leaves
 * transparent is painted opaque, a white rim around a dark menu.
 */
@ExtendWith(ApplicationExtension.class)
class ThemedControlsTest {
    private TextField field;
    private ListView<String> list;
    private Scene scene;
    private MenuButton menu;
    private ComboBox<String> combo;
    private Tooltip tooltip;

    @Start
    void start(Stage stage) {
        field = new TextField();
        field.setPromptText("Search sessions");
        list = new ListView<>();
        list.getItems().setAll(List.of("one", "two"));
        menu = new MenuButton("Approvals", null, new MenuItem("Ask"), new MenuItem("Auto"));
        combo = new ComboBox<>();
        combo.getItems().setAll(List.of("a", "b"));
        tooltip = new Tooltip("Settings");
        field.setTooltip(tooltip);
        scene = new Scene(new VBox(8, new TextField("focus here"), field, menu, combo, list), 320, 300);
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

    @Test
    void popupsAreSquareBoxesWithoutAShadowInBothThemes(FxRobot robot) throws Exception {
        for (Theme theme : Theme.values()) {
            robot.interact(() -> theme.applyTo(scene));
            robot.interact(menu::show);
            flat(robot, theme + " menu", ".context-menu");
            robot.interact(menu::hide);
            robot.interact(combo::show);
            flat(robot, theme + " combo box list", ".list-view");
            robot.interact(combo::hide);
            robot.interact(() -> tooltip.show(scene.getWindow()));
            flat(robot, theme + " tooltip", ".tooltip");
            robot.interact(tooltip::hide);
        }
    }

    /** The showing popup's box: no effect, square corners, and the popup window no wider than it. */
    private static void flat(FxRobot robot, String what, String selector) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Region box = WaitForAsyncUtils.asyncFx(() -> Window.getWindows().stream()
                .filter(w -> w instanceof PopupWindow && w.isShowing())
                .map(w -> w.getScene().getRoot().lookup(selector)).filter(Objects::nonNull)
                .map(Region.class::cast).findFirst().orElseThrow()).get();
        WaitForAsyncUtils.asyncFx(() -> {
            assertNull(box.getEffect(), what + ": a shadow");
            List<BackgroundFill> fills = box.getBackground() == null ? List.of() : box.getBackground().getFills();
            fills.forEach(fill -> assertTrue(fill.getRadii().isUniform()
                    && fill.getRadii().getTopLeftHorizontalRadius() == 0, what + ": rounded corners"));
            assertEquals(box.getLayoutBounds().getWidth(), box.getBoundsInParent().getWidth(), 0.5,
                    what + ": drawn beyond its box");
            return null;
        }).get();
    }
}
