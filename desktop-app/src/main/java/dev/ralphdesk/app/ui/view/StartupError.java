package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.core.log.JulLogger;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;

/**
 * The window could not be prepared (e.g. the database is locked by another running instance, or
 * is from a newer version): say what happened and what to do, then exit with code 3.
 */
public final class StartupError {
    private StartupError() {
    }

    /** Shows the error and exits; call on the FX thread. */
    public static void showOnFxThread(String message) {
        JulLogger.of(StartupError.class).log(System.Logger.Level.WARNING, "the window cannot start: "
                + message);
        System.err.println("error: " + message);
        alert(message).showAndWait();
        Platform.exit();
        System.exit(3);
    }

    /** The dialog that says so; it has no main window to sit over, so it carries the icon itself. */
    public static Alert alert(String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.CLOSE);
        alert.setTitle("Ralph Desk cannot start");
        alert.setHeaderText("Ralph Desk cannot start");
        alert.getDialogPane().setMinWidth(520);
        AppIcon.setOn(alert);
        return alert;
    }
}
