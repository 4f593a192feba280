package dev.ralphdesk.app;

import dev.ralphdesk.resources.Resources;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version of this build: the Maven project version, filtered into the resources module. */
public final class AppVersion {
    private AppVersion() {
    }

    public static String current() {
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(Resources.text("version.properties")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties.getProperty("version", "unknown");
    }
}
