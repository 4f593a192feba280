package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static dev.ralphdesk.core.testing.Scripts.slow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.UiPreferences;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's own state over the real stack: a sane size whatever was saved, the last session
 * reopened, Ctrl+N, the menus' shortcuts, the panels, toasts clear of Send and Stop, and where
 * the focus lands.
 */
class WindowStateTest extends AppWindowTest {
    @Test
    void aTinySavedSizeOpensSaneAndIsNotSavedAgain(FxRobot robot) throws Exception {
        compose(Map.of(), List.of(), ScriptedResponse.text("ok"));
        Files.writeString(fixture.workspace.resolve("window.properties"), "width=200\nheight=200\n");
        show(robot);
        Scene scene = stage.getScene();
        assertTrue(scene.getWidth() >= 1280 && scene.getHeight() >= 800, scene.getWidth() + "×" + scene.getHeight());
        assertEquals(800, stage.getMinWidth());
        assertEquals(600, stage.getMinHeight());

        robot.interact(() -> {
            stage.setWidth(200);
            stage.setHeight(200);
            stage.close();
        });
        UiPreferences saved = new UiPreferences(fixture.workspace.resolve("window.properties")).load();
        assertTrue(saved.number("width", 0) >= 800 && saved.number("height", 0) >= 600,
                saved.number("width", 0) + "×" + saved.number("height", 0));
    }

    @Test
    void atTheMinimumSizeNothingIsCutOff(FxRobot robot) throws Exception {
        compose(Map.of(), List.of(), ScriptedResponse.text("ok"));
        Files.writeString(fixture.workspace.resolve("window.properties"), "width=800\nheight=600\n");
        show(robot);
        fixture.newSession(robot);
        WaitForAsyncUtils.waitForFxEvents();
        Scene scene = stage.getScene();
        assertEquals(800, scene.getWidth());
        assertEquals(600, scene.getHeight());
        for (String id : List.of("#composer-send", "#composer-input", "#toggle-side", "#header-settings",
                "#session-new", "#session-close", "#goal-create")) {
            Node node = robot.lookup(id).query();
            Bounds shown = node.localToScene(node.getLayoutBounds());
            assertTrue(node.isVisible() && shown.getWidth() > 0 && shown.getMaxX() <= scene.getWidth()
                    && shown.getMaxY() <= scene.getHeight(), id + " is cut off at 800×600: " + shown);
        }
    }

    @Test
    void theLastSessionOpensAgainAndTheFocusIsInTheComposer(FxRobot robot) throws Exception {
        compose(Map.of(), List.of(), ScriptedResponse.text("ok"));
        SessionId earlier = fixture.services.store().create(NewSession.chat("Earlier", fixture.workspace)).id();
        fixture.services.store().create(NewSession.chat("Later", fixture.workspace));
        Files.writeString(fixture.workspace.resolve("window.properties"), "session=" + earlier.value() + "\n");
        show(robot);

        waitUntil(() -> earlier.equals(fixture.workbench.current().get()));
        waitUntil(() -> focused(robot, "#composer-input"));
        assertEquals("Earlier", robot.lookup("#header-title").queryLabeled().getText());
    }

    @Test
    void theFocusLandsInTheComposerOnFirstRunAfterSwitchingAndAfterStop(FxRobot robot) throws Exception {
        compose(Map.of(), List.of(slow("A long and slow answer to stop.", 60)),
                ScriptedResponse.text("ok"));
        SessionId demo = fixture.services.store().create(NewSession.chat("Offline demo", fixture.workspace)).id();
        robot.interact(() -> {
            fixture.start(stage);
            fixture.workbench.open(demo);
        });
        waitUntil(() -> focused(robot, "#composer-input"));

        SessionId other = fixture.newSession(robot);
        robot.clickOn(shownRow(robot, "Offline demo", 2));
        waitUntil(() -> demo.equals(fixture.workbench.current().get()) && focused(robot, "#composer-input"));

        robot.clickOn("#composer-input").write("go").type(KeyCode.ENTER);
        waitUntil(() -> fixture.workbench.composer().canStop().get());
        robot.clickOn("#composer-stop");
        waitUntil(() -> !fixture.workbench.composer().canStop().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(focused(robot, "#composer-input"), "focus after Stop: " + stage.getScene().getFocusOwner());
        assertNotEquals(demo, other);
    }

    @Test
    void ctrlNStartsASessionInTheSameWorkspaceAndEveryMenuCommandShowsItsKeys(FxRobot robot) throws Exception {
        open(robot, Map.of(), List.of(), ScriptedResponse.text("ok"));
        SessionId first = fixture.newSession(robot);
        robot.clickOn("#composer-input").press(KeyCode.CONTROL, KeyCode.N).release(KeyCode.N, KeyCode.CONTROL);
        waitUntil(() -> fixture.workbench.current().get() != null && !first.equals(fixture.workbench.current().get())
                && fixture.workbench.sessions().rows().size() == 2);
        assertEquals(fixture.workspace.toString(),
                AppWindowFixture.onFx(() -> fixture.workbench.sessions().rows().get(0).workspace()));

        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        Set<String> withKeys = bar.getMenus().stream().map(Menu::getItems).flatMap(List::stream)
                .filter(item -> item.getAccelerator() != null).map(MenuItem::getId).collect(Collectors.toSet());
        assertEquals(Set.of("menu-new-session", "menu-new-session-folder", "menu-settings", "menu-quit",
                "menu-sessions-panel", "menu-side-panel", "menu-dark", "menu-shortcuts"), withKeys);

        robot.press(KeyCode.CONTROL, KeyCode.B).release(KeyCode.B, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> robot.lookup("#session-list").tryQuery().map(Node::getScene).isEmpty());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.B).release(KeyCode.B, KeyCode.SHIFT, KeyCode.CONTROL);
        waitUntil(() -> robot.lookup("#goal-panel").tryQuery().map(Node::getScene).isEmpty());
        robot.clickOn("#toggle-sessions");
        waitUntil(() -> robot.lookup("#session-list").tryQuery().map(Node::getScene).isPresent());
    }

    @Test
    void aGoalBlockedToastStaysInACornerClearOfSendAndStop(FxRobot robot) throws Exception {
        compose(Map.of("goal.maxRounds", "1", "goal.noProgressRounds", "100"), List.of(),
                ScriptedResponse.text("Working on it."));
        Files.writeString(fixture.workspace.resolve("window.properties"), "width=800\nheight=600\n");
        show(robot);
        fixture.newSession(robot);
        String objective = "make every test in the suite pass, ".repeat(8).strip();
        robot.clickOn("#composer-input").write("/goal " + objective).type(KeyCode.ENTER);
        waitUntil(() -> fixture.workbench.notice().get() != null);
        assertEquals(EndNotice.Kind.BUDGET_LIMITED, fixture.workbench.notice().get().kind());
        waitUntil(() -> robot.lookup(".toast").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();

        Node toast = robot.lookup(".toast").query();
        Bounds card = toast.localToScene(toast.getLayoutBounds()); // without its drop shadow
        Scene scene = stage.getScene();
        assertTrue(card.getWidth() <= 360 && card.getWidth() < scene.getWidth() / 2, "toast width " + card);
        for (String id : List.of("#composer-send", ".composer-box")) {
            Node control = robot.lookup(id).query();
            Bounds at = control.localToScene(control.getBoundsInLocal());
            assertFalse(card.intersects(at), "the toast " + card + " covers " + id + " " + at);
        }
        AppWindowFixture.snapshot(scene.getRoot(), "toast-goal-blocked");
        robot.clickOn("#toast-close");
        waitUntil(() -> robot.lookup(".toast").tryQuery().isEmpty());
    }

    /**
     * The session list's row showing {@code title}, once the list holds {@code rows} sessions and the row is in
     * the scene: the list lays its rows out again in a pulse after a session is made, and a row clicked by its
     * text while that happens may be one just taken out of the scene.
     */
    private static Node shownRow(FxRobot robot, String title, int rows) throws TimeoutException {
        AtomicReference<Node> row = new AtomicReference<>();
        waitUntil(() -> {
            ListView<?> list = robot.lookup("#session-list").queryAs(ListView.class);
            row.set(robot.from(list).lookup(title).queryAll().stream()
                    .filter(node -> node.getScene() != null && node.isVisible()).findFirst().orElse(null));
            return list.getItems().size() == rows && row.get() != null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        return row.get();
    }

    private static boolean focused(FxRobot robot, String id) {
        Node owner = robot.lookup(id).query().getScene().getFocusOwner();
        assertNotNull(robot.lookup(id).query());
        return owner != null && owner == robot.lookup(id).query();
    }
}
