package dev.ralphdesk.app.ui;

import static dev.ralphdesk.app.ui.IconAssertions.assertAppIcons;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.javafx.tk.Toolkit;
import dev.ralphdesk.app.ui.view.AppIcon;
import dev.ralphdesk.resources.Resources;
import java.lang.reflect.Method;
import java.util.List;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The main window's icons are decoded as background work, not while the window is built; only the one JavaFX
 * hands the window manager is decoded.
 */
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

    @Test
    void theWindowCarriesOnlyTheIconJavaFxHandsTheWindowManager() throws Exception {
        assertEquals(List.of(128), AppIcon.images().stream().map(i -> (int) i.getWidth()).toList());
        // what JavaFX on Linux picks from every bundled size (WindowStage.setIcons, 128 x 128): the same one
        Method best = Class.forName("com.sun.javafx.tk.quantum.WindowStage")
                .getDeclaredMethod("findBestImage", List.class, int.class, int.class);
        best.setAccessible(true);
        List<Integer> sizes = List.of(16, 24, 32, 48, 64, 128, 256, 512);
        List<Object> bundled = WaitForAsyncUtils.waitForAsyncFx(20_000, () -> sizes.stream()
                .map(size -> Toolkit.getImageAccessor().getPlatformImage(new Image(Resources.class
                        .getResource("icons/ralph-desk-" + size + ".png").toExternalForm())))
                .toList());
        Object chosen = best.invoke(null, bundled, 128, 128);
        assertEquals(128, chosen.getClass().getMethod("getWidth").invoke(chosen));
    }
}
