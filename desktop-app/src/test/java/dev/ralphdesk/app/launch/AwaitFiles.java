package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Waits for files that another process makes in one folder, woken by the folder's changes (no polling). */
public final class AwaitFiles {
    private AwaitFiles() {
    }

    /**
     * Returns once every file exists (all in one folder, made if missing so it can be watched); false
     * when {@code limit} passed first.
     */
    public static boolean all(Duration limit, Path... files) throws IOException, InterruptedException {
        Path folder = Files.createDirectories(files[0].getParent());
        long deadline = System.nanoTime() + limit.toNanos();
        try (WatchService watch = FileSystems.getDefault().newWatchService()) {
            folder.register(watch, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY);
            while (!List.of(files).stream().allMatch(Files::isRegularFile)) {
                WatchKey key = watch.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (key == null) {
                    return List.of(files).stream().allMatch(Files::isRegularFile);
                }
                key.pollEvents();
                key.reset();
            }
            return true;
        }
    }
}
