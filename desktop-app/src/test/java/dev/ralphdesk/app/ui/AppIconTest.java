package dev.ralphdesk.app.ui;

import static dev.ralphdesk.app.ui.IconAssertions.assertAppIcons;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.view.AppIcon;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** The main window's icons are decoded as background work, not while the window is built. */
@ExtendWith(ApplicationExtension.class)
class AppIconTest {

    @Test
    void theWindowsIconsAreDecodedInTheBackgroundAndSetOnceDecoded(FxRobot robot) {
        QueuedUiExecutor ui = new QueuedUiExecutor();
        robot.interact(() -> {
            Stage stage = new Stage();
            AppIcon.setOn(stage, ui);
            assertTrue(stage.getIcons().isEmpty(), "no icon decoded while the window is built");
            assertEquals(1, ui.pending());
            ui.runAll();
            assertAppIcons(stage);
        });
    }
}
