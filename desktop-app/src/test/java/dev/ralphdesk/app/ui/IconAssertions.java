package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.ui.view.AppIcon;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import javafx.stage.Window;

/** Checks that a window carries the application icon: every size, each one decoded. */
public final class IconAssertions {
    private IconAssertions() {
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
