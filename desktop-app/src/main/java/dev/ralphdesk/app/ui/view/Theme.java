package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.resources.Resources;
import java.net.URL;
import java.util.List;
import javafx.scene.Scene;

/** Light and dark themes: the shared layout sheet plus one colour sheet, from the resources module. */
public enum Theme {
    LIGHT("css/light.css"),
    DARK("css/dark.css");

    private final String colours;

    Theme(String colours) {
        this.colours = colours;
    }

    public void applyTo(Scene scene) {
        scene.getStylesheets().setAll(List.of(url("css/base.css"), url(colours)));
    }

    private static String url(String path) {
        URL url = Resources.class.getResource(path);
        if (url == null) {
            throw new IllegalStateException("missing bundled stylesheet " + path);
        }
        return url.toExternalForm();
    }
}
