package dev.ralphdesk.app.ui.notify;

import dev.ralphdesk.core.log.JulLogger;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Runs a notification command found on {@code PATH}; absent (a desktop without a notification
 * service), it does nothing and says so. The caller runs it in the background.
 */
public final class NotifySend implements DesktopNotifier.Launcher {
    private static final System.Logger LOG = JulLogger.of(NotifySend.class);
    private static final long WAIT_SECONDS = 5;
    private final String path;

    /** @param env the environment whose {@code PATH} is searched */
    public NotifySend(Map<String, String> env) {
        this.path = env.getOrDefault("PATH", "");
    }

    @Override
    public boolean launch(List<String> command) throws InterruptedException {
        Optional<Path> program = find(command.get(0));
        if (program.isEmpty()) {
            LOG.log(System.Logger.Level.DEBUG, command.get(0) + " is not on PATH: no desktop notification");
            return false;
        }
        List<String> words = new ArrayList<>(command);
        words.set(0, program.get().toString());
        try {
            Process process = new ProcessBuilder(words).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS) && process.exitValue() != 0) {
                LOG.log(System.Logger.Level.INFO, command.get(0) + " exited " + process.exitValue());
            }
            return true;
        } catch (IOException e) {
            LOG.log(System.Logger.Level.INFO, "cannot run " + command.get(0) + ": " + e.getMessage());
            return false;
        }
    }

    private Optional<Path> find(String program) {
        for (String folder : path.split(File.pathSeparator)) {
            if (!folder.isBlank() && Files.isExecutable(Path.of(folder, program))) {
                return Optional.of(Path.of(folder, program));
            }
        }
        return Optional.empty();
    }
}
