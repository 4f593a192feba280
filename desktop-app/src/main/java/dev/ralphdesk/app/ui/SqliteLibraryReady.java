package dev.ralphdesk.app.ui;

import java.util.concurrent.CompletableFuture;

/**
 * sqlite's native library readied in the cache folder ({@code SqliteNativeLibrary.useCacheIn}) on a thread
 * of its own while the window's services are set up, and waited for before the store opens: on a first
 * start it asks the system its platform ({@code uname -o}, a process) and copies the library out of the
 * driver's jar, 150–330 ms of the start-up thread's wall time (~100 ms of CPU) in a cold JVM.
 */
final class SqliteLibraryReady {
    static final String THREAD = "ralph-desk-sqlite-library";

    private SqliteLibraryReady() {
    }

    /** Starts {@code readying} on a daemon thread; the future ends with it (or with what it threw). */
    static CompletableFuture<Void> begin(Runnable readying) {
        CompletableFuture<Void> ready = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                readying.run();
                ready.complete(null);
            } catch (RuntimeException | Error e) {
                ready.completeExceptionally(e);
            }
        }, THREAD);
        thread.setDaemon(true);
        thread.start();
        return ready;
    }
}
