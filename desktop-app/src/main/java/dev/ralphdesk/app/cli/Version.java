package dev.ralphdesk.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version of this build, from the Maven project version (a resource filtered at build time). */
final class Version {
    private static final String RESOURCE = "version.properties";

    private Version() {
    }

    /** {@code ralph-desk 0.1.0}. */
    static String line() {
        Properties properties = new Properties();
        try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the build left out " + RESOURCE);
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return "ralph-desk " + properties.getProperty("version", "unknown");
    }
}
