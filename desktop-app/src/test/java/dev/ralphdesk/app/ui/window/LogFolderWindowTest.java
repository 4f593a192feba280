package dev.ralphdesk.app.ui.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.testing.Scripts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** Help → "Open log folder" opens the folder with the desktop's opener, else shows the path to copy. */
class LogFolderWindowTest extends WindowTest<WindowFixture> {
    private void open(FxRobot robot, List<String> opener) {
        fixture = new WindowFixture(dir, List.of(Scripts.text("hi")));
        robot.interact(() -> fixture.start(stage, opener));
        robot.clickOn("Help").clickOn("#menu-log-folder");
    }

    @Test
    void theFolderIsHandedToTheDesktopsOpener(FxRobot robot) throws Exception {
        Path handed = dir.resolve("handed.txt");
        open(robot, List.of("sh", "-c", "printf %s \"$1\" > '" + handed + "'", "opener"));

        AppWindowFixture.waitUntil(() -> Files.exists(handed));
        assertEquals(fixture.logFolder().toString(), Files.readString(handed));
        assertTrue(Files.isDirectory(fixture.logFolder()), "made if missing, so the file manager can open it");
    }

    @Test
    void withoutAnOpenerTheWindowShowsThePathToCopy(FxRobot robot) throws Exception {
        open(robot, List.of(dir.resolve("no-such-opener").toString()));

        AppWindowFixture.waitUntil(() -> robot.lookup("#log-folder-path").tryQuery().isPresent());
        TextField path = robot.lookup("#log-folder-path").queryAs(TextField.class);
        assertEquals(fixture.logFolder().toString(), path.getText());
        assertFalse(path.isEditable());
        assertEquals(stage, ((Stage) path.getScene().getWindow()).getOwner());
        WindowFixture.snapshot(path.getScene(), "log-folder-unopened");
    }

    @Test
    void anOpenerThatFindsNoFileManagerAlsoShowsThePath(FxRobot robot) throws Exception {
        open(robot, List.of("sh", "-c", "exit 3", "xdg-open"));

        AppWindowFixture.waitUntil(() -> robot.lookup("#log-folder-path").tryQuery().isPresent());
        assertEquals(fixture.logFolder().toString(), robot.lookup("#log-folder-path").queryAs(TextField.class)
                .getText());
    }
}
