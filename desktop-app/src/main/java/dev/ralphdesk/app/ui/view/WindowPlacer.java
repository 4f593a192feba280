package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.UiPreferences;
import dev.ralphdesk.app.ui.WindowPlacement;
import javafx.animation.PauseTransition;
import javafx.beans.InvalidationListener;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import javafx.util.Duration;

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
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> watchTheFirstSeconds(stage, scene, placement, bounds));
        stage.setOnHiding(e -> WindowPlacement.remember(preferences, stage.getX(), stage.getY(), scene.getWidth(),
                scene.getHeight(), stage.isMaximized()));
        return scene;
    }

    /**
     * Some window managers (openbox) map the window at its minimum size whatever the scene asked
     * for, shortly after it is shown: a window at exactly its minimum in the first seconds (the
     * person has not resized it yet) is sized again to the placement, its decorations added.
     */
    private static void watchTheFirstSeconds(Stage stage, Scene scene, WindowPlacement placement,
            Rectangle2D bounds) {
        InvalidationListener shrunk = o -> resizeIfShrunk(stage, scene, placement, bounds);
        scene.widthProperty().addListener(shrunk);
        scene.heightProperty().addListener(shrunk);
        PauseTransition settle = new PauseTransition(Duration.seconds(3));
        settle.setOnFinished(e -> {
            scene.widthProperty().removeListener(shrunk);
            scene.heightProperty().removeListener(shrunk);
        });
        settle.play();
        resizeIfShrunk(stage, scene, placement, bounds);
    }

    private static void resizeIfShrunk(Stage stage, Scene scene, WindowPlacement placement, Rectangle2D bounds) {
        boolean atMinimum = Math.abs(stage.getWidth() - stage.getMinWidth()) <= 1
                && Math.abs(stage.getHeight() - stage.getMinHeight()) <= 1;
        if (stage.isMaximized() || !atMinimum || scene.getWidth() >= placement.width() - 1
                && scene.getHeight() >= placement.height() - 1) {
            return;
        }
        double frameWidth = Math.max(0, stage.getWidth() - scene.getWidth());
        double frameHeight = Math.max(0, stage.getHeight() - scene.getHeight());
        stage.setWidth(Math.min(placement.width() + frameWidth, bounds.getWidth()));
        stage.setHeight(Math.min(placement.height() + frameHeight, bounds.getHeight()));
        stage.setX(Math.max(bounds.getMinX(), Math.min(placement.x(), bounds.getMaxX() - stage.getWidth())));
        stage.setY(Math.max(bounds.getMinY(), Math.min(placement.y(), bounds.getMaxY() - stage.getHeight())));
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
