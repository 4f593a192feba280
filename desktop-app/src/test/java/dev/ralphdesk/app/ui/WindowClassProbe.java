package dev.ralphdesk.app.ui;

import javafx.application.Platform;

/** A child JVM of {@link WindowClassTest}: starts the toolkit the window's way and prints the windows' class. */
public final class WindowClassProbe {
    private WindowClassProbe() {
    }

    public static void main(String[] args) {
        DesktopApp.startToolkit(() -> {
            System.out.println("window class: " + com.sun.glass.ui.Application.GetApplication().getName());
            Platform.exit();
        });
    }
}
