package dev.ralphdesk.app;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The one executor all background work goes through: daemon threads, named for diagnostics. A class of
 * its own, with no logger: a command makes it first thing, and asking for a logger there would set up
 * the JDK's logging (its service lookup over every jar, {@code java.util.logging}'s configuration) on
 * the main thread, before the worker that installs the log file could do it.
 */
public final class BackgroundExecutor {
    private BackgroundExecutor() {
    }

    public static ExecutorService create() {
        return Executors.newCachedThreadPool(new Workers());
    }

    /** Names the threads {@code ralph-desk-worker-N}; a class, not a lambda, for the same start-up reason. */
    private static final class Workers implements ThreadFactory {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable runnable) {
            Thread thread = new Thread(runnable, "ralph-desk-worker-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    }
}
