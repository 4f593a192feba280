package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The JVM options of the laid-out application ({@code jvm.options} beside its runtime, from
 * desktop-app/src/main/app/jvm.options), read as its {@code launch} script reads them: one option a
 * line, taken literally; blank lines and {@code #} comments skipped; a line starting {@code window:}
 * or {@code headless:} only for that mode; {@code $APPDIR} replaced by the folder of the file and
 * {@code $CACHEDIR} by the folder for what the application makes at run time.
 */
public final class JvmOptions {
    public static final String FILE = "jvm.options";
    private static final String WINDOW = "window:";
    private static final String HEADLESS = "headless:";

    private JvmOptions() {
    }

    /** The options for the window ({@code window} true) or for a command, from {@code appDir/jvm.options}. */
    public static List<String> read(Path appDir, Path cacheDir, boolean window) throws IOException {
        String mode = window ? WINDOW : HEADLESS;
        String other = window ? HEADLESS : WINDOW;
        List<String> options = new ArrayList<>();
        for (String raw : Files.readAllLines(appDir.resolve(FILE))) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith(other)) {
                continue;
            }
            if (line.startsWith(mode)) {
                line = line.substring(mode.length()).strip();
            }
            options.add(line.replace("$APPDIR", appDir.toString()).replace("$CACHEDIR", cacheDir.toString()));
        }
        return options;
    }
}
