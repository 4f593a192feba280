package dev.ralphdesk.app.ui.help;

import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.log.JulLogger;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Help → "Open log folder": opens the folder of the log file with the desktop's file manager
 * ({@code xdg-open FOLDER}) in the background. When nothing could open it (no {@code xdg-open}, or
 * it found no file manager) the window is told, to show the path instead.
 */
public final class LogFolderOpener {
    public static final List<String> XDG_OPEN = List.of("xdg-open");
    /** How long the opener may take to say whether it opened the folder; still running means it did. */
    static final long WAIT_SECONDS = 10;
    private static final System.Logger LOG = JulLogger.of(LogFolderOpener.class);
    private final Path folder;
    private final List<String> command;
    private final UiExecutor ui;

    /** @param command the opener, given the folder as its last argument */
    public LogFolderOpener(Path folder, List<String> command, UiExecutor ui) {
        this.folder = folder;
        this.command = List.copyOf(command);
        this.ui = ui;
    }

    public Path folder() {
        return folder;
    }

    /** Opens the folder; {@code unopened} runs on the UI thread when no file manager opened it. */
    public void open(Runnable unopened) {
        ui.background(this::launch, opened -> {
            if (!opened) {
                unopened.run();
            }
        }, failure -> unopened.run());
    }

    private boolean launch() throws InterruptedException {
        List<String> words = new ArrayList<>(command);
        words.add(folder.toString());
        try {
            Files.createDirectories(folder);
            Process process = new ProcessBuilder(words).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)) {
                return true;
            }
            if (process.exitValue() != 0) {
                LOG.log(System.Logger.Level.INFO, String.join(" ", words) + " exited " + process.exitValue());
            }
            return process.exitValue() == 0;
        } catch (IOException e) {
            LOG.log(System.Logger.Level.INFO, "cannot open the log folder with " + command.get(0) + ": "
                    + e.getMessage());
            return false;
        }
    }
}
