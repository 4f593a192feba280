package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.UiPreferences;
import dev.ralphdesk.app.ui.WindowPlacement;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * Sizes and places the main window from what it remembered, clamped to the screen and never below
 * the minimum, and remembers it again when the window closes (a tiny size a window manager gave
 * it is not saved).
 */
final class WindowPlacer {
    private WindowPlacer() {
    }

    static Scene scene(Stage stage, Parent root, UiPreferences preferences) {
        Rectangle2D bounds = screen(preferences).getVisualBounds();
        WindowPlacement.Area area = new WindowPlacement.Area(bounds.getMinX(), bounds.getMinY(), bounds.getWidth(),
                bounds.getHeight());
        WindowPlacement placement = WindowPlacement.of(preferences, area);
        Scene scene = new Scene(root, placement.width(), placement.height());
        stage.setMinWidth(WindowPlacement.minWidth(area));
        stage.setMinHeight(WindowPlacement.minHeight(area));
        stage.setX(placement.x());
        stage.setY(placement.y());
        stage.setMaximized(placement.maximized());
        stage.setOnHiding(e -> WindowPlacement.remember(preferences, stage.getX(), stage.getY(), scene.getWidth(),
                scene.getHeight(), stage.isMaximized()));
        return scene;
    }

    /** The screen the window was last on; the primary one when that is gone. */
    private static Screen screen(UiPreferences preferences) {
        double x = preferences.number("x", Double.NaN);
        double y = preferences.number("y", Double.NaN);
        if (Double.isFinite(x) && Double.isFinite(y)) {
            return Screen.getScreensForRectangle(x, y, 1, 1).stream().findFirst().orElse(Screen.getPrimary());
        }
        return Screen.getPrimary();
    }
}
