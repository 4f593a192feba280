package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.ui.view.AppIcon;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.util.WaitForAsyncUtils;

/** Checks that a window carries the application icon: every size, each one decoded. */
public final class IconAssertions {
    private IconAssertions() {
    }

    /**
     * From a test thread: waits until {@code window} has its icons (the main window's are decoded in
     * the background; a window over it follows them), then checks them on the FX thread.
     */
    public static void awaitAppIcons(Window window) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> window instanceof Stage stage && !stage.getIcons().isEmpty()).get());
        WaitForAsyncUtils.waitForAsyncFx(20_000, () -> assertAppIcons(window));
    }

    public static void assertAppIcons(Window window) {
        List<Image> icons = assertInstanceOf(Stage.class, window, "a window with a title bar").getIcons();
        assertEquals(AppIcon.WINDOW_SIZES, icons.stream().map(i -> (int) i.getWidth()).toList(),
                "the icon sizes of " + ((Stage) window).getTitle());
        for (Image icon : icons) {
            assertTrue(!icon.isError() && icon.getProgress() == 1.0 && icon.getHeight() == icon.getWidth(),
                    "a decoded square icon: " + icon.getUrl());
            assertTrue(icon.getUrl().endsWith("/icons/ralph-desk-" + (int) icon.getWidth() + ".png"), icon.getUrl());
        }
    }
}
