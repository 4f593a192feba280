package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.ui.view.Theme;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Properties;

/**
 * What the window remembers between runs: size and position, theme and language, in
 * {@code window.properties} of the config folder. A missing or damaged file means the defaults.
 */
public final class UiPreferences {
    private final Path file;
    private final Properties values = new Properties();

    public UiPreferences(Path file) {
        this.file = file;
    }

    public UiPreferences load() {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            values.load(in);
        } catch (NoSuchFileException e) {
            values.clear();
        } catch (IOException | IllegalArgumentException e) {
            values.clear();
        }
        return this;
    }

    public void save() throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            values.store(out, "Ralph Desk window");
        }
    }

    public double number(String key, double fallback) {
        try {
            return Double.parseDouble(values.getProperty(key, ""));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public void setNumber(String key, double value) {
        values.setProperty(key, Double.toString(value));
    }

    public Theme theme() {
        return "dark".equals(values.getProperty("theme")) ? Theme.DARK : Theme.LIGHT;
    }

    public void theme(Theme theme) {
        values.setProperty("theme", theme == Theme.DARK ? "dark" : "light");
    }

    public String language() {
        return values.getProperty("language", "en");
    }

    public void language(String language) {
        values.setProperty("language", language);
    }
}
