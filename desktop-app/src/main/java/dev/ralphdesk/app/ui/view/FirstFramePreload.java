package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.launch.ClassDataArchive;
import dev.ralphdesk.core.log.JulLogger;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import javafx.scene.text.Font;

/**
 * Some of the FX thread's work for the first frame, done beside it on a thread of its own once the toolkit
 * is up, when the other threads of the start are done or nearly: the default font looked up (the first
 * text asks fontconfig for the system's fonts, ~40 ms of CPU) and the classes of the start-up class list
 * loaded, not initialised (mapped from the class-data archive they need no parsing, but each is still
 * defined and linked at its first use). The FX thread then finds them done, or waits for the one under way.
 */
public final class FirstFramePreload {
    /**
     * Set by the training start that lists the first frame's classes: a list made with the preload would
     * hold every class of the list before it, needed or not, and so never lose one.
     */
    public static final String OFF = "ralphdesk.preload.off";
    private static final System.Logger LOG = JulLogger.of(FirstFramePreload.class);

    private FirstFramePreload() {
    }

    /** Starts the preload on a daemon thread (not with {@link #OFF}); for once the toolkit is up: the font needs it. */
    public static void start() {
        if (Boolean.getBoolean(OFF)) {
            return;
        }
        Thread preload = new Thread(FirstFramePreload::run, "ralph-desk-preload");
        preload.setDaemon(true);
        preload.start();
    }

    private static void run() {
        Font.getDefault();
        try (InputStream list = ClassDataArchive.bundledClassList()) {
            load(new BufferedReader(new InputStreamReader(list, StandardCharsets.UTF_8)),
                    FirstFramePreload.class.getClassLoader());
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "the first frame's classes were not preloaded: " + e.getMessage());
        }
    }

    /**
     * Loads, without initialising them, the classes named one per line in {@code classList}
     * ({@code java/lang/Object}), skipping the archive's {@code @} lines and the names {@code loader} does
     * not find (a list made for other jars). Returns how many it loaded.
     */
    static int load(BufferedReader classList, ClassLoader loader) throws IOException {
        int loaded = 0;
        for (String line = classList.readLine(); line != null; line = classList.readLine()) {
            if (line.isEmpty() || line.charAt(0) == '@') {
                continue;
            }
            try {
                Class.forName(line.replace('/', '.'), false, loader);
                loaded++;
            } catch (ClassNotFoundException | LinkageError e) {
                // not in these jars: the FX thread will not ask for it either
            }
        }
        return loaded;
    }
}
