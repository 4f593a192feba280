package dev.ralphdesk.resources;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reads the bundled text resources (prompt templates, demo scenarios) by path under this package. */
public final class Resources {
    private Resources() {
    }

    /** The UTF-8 text of a bundled resource, e.g. {@code prompts/system.md}. */
    public static String text(String path) {
        try (InputStream in = Resources.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalArgumentException("no bundled resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read bundled resource " + path, e);
        }
    }

    /** Whether a bundled resource exists. */
    public static boolean exists(String path) {
        return Resources.class.getResource(path) != null;
    }
}
