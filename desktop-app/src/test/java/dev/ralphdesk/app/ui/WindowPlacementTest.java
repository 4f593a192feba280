package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the window opens: the saved size when sane, else a default centred on the screen; tiny sizes are not saved. */
class WindowPlacementTest {
    private static final WindowPlacement.Area SCREEN = new WindowPlacement.Area(0, 24, 1920, 1056);
    @TempDir
    Path dir;

    @Test
    void nothingSavedOpensAtTheDefaultSizeCentred() {
        WindowPlacement placement = WindowPlacement.of(preferences(), SCREEN);
        assertEquals(new WindowPlacement(144, 103.5, 1632, 897, false), placement);
        assertEquals(new WindowPlacement(72, 50, 1280, 800, false),
                WindowPlacement.of(preferences(), new WindowPlacement.Area(0, 0, 1424, 900)), "at least 1280×800");
    }

    @Test
    void aTinySavedSizeOpensAtTheDefaultSize() {
        UiPreferences saved = preferences();
        saved.setNumber("width", 200);
        saved.setNumber("height", 200);
        saved.setNumber("x", 10);
        saved.setNumber("y", 40);
        WindowPlacement placement = WindowPlacement.of(saved, SCREEN);
        assertEquals(1632, placement.width());
        assertEquals(897, placement.height());
        assertEquals(10, placement.x(), "a position on the screen is kept");
    }

    @Test
    void aSizeLargerThanTheScreenIsClampedAndAnOffScreenPositionCentred() {
        UiPreferences saved = preferences();
        saved.setNumber("width", 4000);
        saved.setNumber("height", 900);
        saved.setNumber("x", 5000);
        saved.setNumber("y", 100);
        WindowPlacement placement = WindowPlacement.of(saved, new WindowPlacement.Area(0, 0, 1024, 700));
        assertEquals(new WindowPlacement(0, 0, 1024, 700, false), placement);
    }

    @Test
    void aSaneSavedPlaceIsKept() {
        UiPreferences saved = preferences();
        WindowPlacement.remember(saved, 100, 80, 900, 640, false);
        assertEquals(new WindowPlacement(100, 80, 900, 640, false), WindowPlacement.of(saved, SCREEN));
    }

    @Test
    void aSizeBelowTheMinimumOrAMaximizedOneIsNotSaved() throws Exception {
        UiPreferences saved = preferences();
        WindowPlacement.remember(saved, 100, 80, 900, 640, false);
        WindowPlacement.remember(saved, 0, 0, 200, 200, false);
        WindowPlacement.remember(saved, 0, 0, 1920, 1056, true);
        saved.save();
        UiPreferences read = new UiPreferences(dir.resolve("window.properties")).load();
        assertEquals(900, read.number("width", 0));
        assertEquals(640, read.number("height", 0));
        assertEquals(1, read.number("maximized", 0));
        assertTrue(WindowPlacement.of(read, SCREEN).maximized());
    }

    @Test
    void aScreenSmallerThanTheMinimumLowersTheMinimum() {
        WindowPlacement.Area small = new WindowPlacement.Area(0, 0, 640, 480);
        assertEquals(640, WindowPlacement.minWidth(small));
        assertEquals(480, WindowPlacement.minHeight(small));
        assertEquals(800, WindowPlacement.minWidth(SCREEN));
        assertEquals(600, WindowPlacement.minHeight(SCREEN));
    }

    @Test
    void damagedNumbersMeanTheDefaults() throws Exception {
        Files.writeString(dir.resolve("window.properties"), "width=wide\nheight=NaN\nx=-Infinity\n");
        UiPreferences saved = new UiPreferences(dir.resolve("window.properties")).load();
        assertEquals(new WindowPlacement(144, 103.5, 1632, 897, false), WindowPlacement.of(saved, SCREEN));
    }

    private UiPreferences preferences() {
        return new UiPreferences(dir.resolve("window.properties")).load();
    }
}
