package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.resources.Resources;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Dialog;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The application icon on every window. The PNGs are in the resources module
 * ({@code icons/ralph-desk-N.png}, rendered from {@code ralph-desk.svg} by
 * {@code scripts/render-icons.sh}). The main window carries the 128 px one, decoded in the background; a
 * window or dialog opened over it shows its owner's icons (JavaFX dialogs with an owner do that by
 * themselves); a dialog without an owner gets its own copy.
 */
public final class AppIcon {
    /**
     * The sizes a window carries: one, 128 px. On Linux JavaFX hands the window manager a single icon of
     * 128 × 128 whatever the window carries (the closest of its icons, scaled: {@code WindowStage.setIcons}),
     * so the other sizes were decoded for nothing — in the background, but on the two cores the window's
     * start shares (~15 ms of CPU in a cold JVM). The other PNGs are for the installed packages' icon theme.
     */
    public static final List<Integer> WINDOW_SIZES = List.of(128);

    private AppIcon() {
    }

    /** Decodes the bundled PNGs of {@link #WINDOW_SIZES}; a missing or unreadable one is a build defect. */
    public static List<Image> images() {
        List<Image> images = new ArrayList<>(WINDOW_SIZES.size());
        for (int size : WINDOW_SIZES) {
            String path = "icons/ralph-desk-" + size + ".png";
            URL url = Resources.class.getResource(path);
            if (url == null) {
                throw new IllegalStateException("missing bundled icon " + path);
            }
            Image image = new Image(url.toExternalForm());
            if (image.isError()) {
                throw new IllegalStateException("the bundled icon " + path + " cannot be read", image.getException());
            }
            images.add(image);
        }
        return images;
    }

    /**
     * Gives {@code stage} the icon set once it is decoded in the background: decoding the PNGs (seven
     * then) on the FX thread was 7–9% of building the window at start-up. A window opened over it follows.
     */
    public static void setOn(Stage stage, UiExecutor ui) {
        ui.background(AppIcon::images, stage.getIcons()::setAll, e -> JulLogger.of(AppIcon.class)
                .log(System.Logger.Level.WARNING, "the window icons could not be decoded: " + e.getMessage()));
    }

    /** Gives {@code stage} the icon set at once. */
    public static void setOn(Stage stage) {
        stage.getIcons().setAll(images());
    }

    /** Gives a dialog shown without an owner the icon set. */
    public static void setOn(Dialog<?> dialog) {
        setOn((Stage) dialog.getDialogPane().getScene().getWindow());
    }

    /** {@code window}, opened over {@code owner}, shows the owner's icons (or its own set when the owner has none). */
    public static void follow(Stage window, Window owner) {
        if (owner instanceof Stage stage) {
            Bindings.bindContent(window.getIcons(), stage.getIcons());
        } else {
            setOn(window);
        }
    }
}
