package dev.ralphdesk.app.log;

import dev.ralphdesk.app.AppVersion;
import dev.ralphdesk.app.XdgFolder;
import dev.ralphdesk.core.log.JulLogger;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.logging.ConsoleHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The log file for troubleshooting, {@code $XDG_STATE_HOME/ralph-desk/ralph-desk.log} (else
 * {@code ~/.local/state/ralph-desk/ralph-desk.log}), written by the window and by headless commands
 * alike: everything the program logs at INFO and above (start, data folder, model, sessions opened
 * and closed, turn outcomes, provider retries, store problems, uncaught exceptions), bounded by
 * {@link LogFileHandler}. The terminal then shows only errors (an uncaught exception); what the
 * person must know is printed or shown anyway.
 */
public final class LogFile {
    public static final String NAME = "ralph-desk.log";
    private static final System.Logger LOG = JulLogger.of(LogFile.class);

    private LogFile() {
    }

    /** Where the log file is: the XDG state folder (an absolute {@code XDG_STATE_HOME}, as the spec says). */
    public static Path location(Map<String, String> env) {
        return XdgFolder.resolve(env, "XDG_STATE_HOME", XdgFolder.home(env), ".local/state").resolve(NAME);
    }

    /**
     * Sends this process's log records to the log file (instead of an earlier log file of this
     * process), logs uncaught exceptions there, and writes the start line. {@code entry} says how
     * Ralph Desk was started ({@code window}, {@code headless}). A folder that cannot be made is a
     * warning on the terminal; the program runs on without a log file.
     */
    public static void install(Map<String, String> env, String entry) {
        Path file = location(env);
        Logger root = Logger.getLogger("");
        for (Handler handler : root.getHandlers()) {
            if (handler instanceof LogFileHandler) {
                root.removeHandler(handler);
                handler.close();
            }
        }
        try {
            Files.createDirectories(file.getParent());
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "no log file: the folder " + file.getParent() + " cannot be made ("
                    + e + ")");
            return;
        }
        root.addHandler(new LogFileHandler(file, LogFileHandler.LIMIT, LogFileHandler.KEEP, Secrets.of(env)));
        for (Handler handler : root.getHandlers()) {
            if (handler instanceof ConsoleHandler) {
                handler.setLevel(Level.SEVERE);
            }
        }
        Thread.setDefaultUncaughtExceptionHandler((thread, error) -> LOG.log(System.Logger.Level.ERROR,
                "uncaught exception in thread " + thread.getName(), error));
        LOG.log(System.Logger.Level.INFO, "Ralph Desk " + AppVersion.current() + " started (" + entry + "), process "
                + ProcessHandle.current().pid() + "; Java " + System.getProperty("java.version") + " ("
                + System.getProperty("java.vendor") + "); " + System.getProperty("os.name") + " "
                + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
    }
}
