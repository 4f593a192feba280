package dev.ralphdesk.resources;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Reads the bundled text resources (prompt templates, demo scenarios) by path under this package.
 * They are read from where this class was loaded (its jar or folder), by a URL relative to it: asking
 * the class loader for each one looked through every module of the JDK and then the class path's jars
 * in turn (a command reads several while it composes itself, on the main thread).
 */
public final class Resources {
    /** This class file, found once through the class loader: the resources lie beside it. */
    private static final URL HOME = Resources.class.getResource("Resources.class");

    private Resources() {
    }

    /**
     * The UTF-8 text of a bundled resource, e.g. {@code prompts/system.md}. Without a lambda: a command
     * reads resources on two threads as it starts, and a lambda's call site linked by two threads at once
     * takes its class from the class-data archive on one and makes it anew (~2 ms) on the other.
     */
    public static String text(String path) {
        try (InputStream in = open(path).orElse(null)) {
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
        try (InputStream in = open(path).orElse(null)) {
            return in != null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read bundled resource " + path, e);
        }
    }

    /** The resource's stream; empty when there is none at {@code path}. */
    private static Optional<InputStream> open(String path) throws IOException {
        if (path.startsWith("/") || path.contains("..")) {
            return Optional.ofNullable(Resources.class.getResourceAsStream(path)); // not under this package
        }
        URL url;
        try {
            url = new URL(HOME, path);
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("no bundled resource " + path, e);
        }
        try {
            return Optional.of(url.openStream());
        } catch (FileNotFoundException e) {
            return Optional.empty();
        }
    }
}
