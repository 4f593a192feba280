package dev.ralphdesk.app.ui;

import javafx.stage.Stage;

/** Lets the start-up probe build the real window the way DesktopApp does, from services it composed itself. */
public final class WindowShowProbe {
    private WindowShowProbe() {
    }

    /** DesktopApp's own building and showing of the window, on the FX thread. */
    public static void show(UiBoot boot, Stage stage) {
        DesktopApp.show(boot, stage);
    }
}
