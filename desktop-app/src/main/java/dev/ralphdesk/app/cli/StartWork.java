package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.log.LogFile;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.settings.Settings;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;

/**
 * The work a command begins with while its words are parsed. The log file opened (nothing logs before it
 * is waited for), what opening the store needs ({@link HeadlessComposition#readyTheStore}) and the bundled
 * price table read are done one after the other on one thread of their own, in the order the composition
 * waits for them; the settings file, read and bound when there is one (by Jackson's mapper, ~70 ms of CPU
 * to make, only when its fields need it), on the background executor beside them
 * ({@link HeadlessComposition#readTheSettings}). Two threads
 * beside the main one, not six: on two cores six busy workers took turns with the main thread, whose parse
 * and composition are the way to a turn's first request.
 *
 * @param logFile the log file installed
 * @param bundledPrices the bundled price table
 * @param settingsFile the settings file, empty without one
 * @param storeReady what opening the store needs
 */
record StartWork(CompletableFuture<Void> logFile, CompletableFuture<PriceTable> bundledPrices,
        CompletableFuture<Optional<Settings>> settingsFile, CompletableFuture<Void> storeReady) {
    private static final String THREAD = "ralph-desk-start";

    /** Begins the work: the settings file's on {@code executor}, the rest on a thread that ends once it is done. */
    static StartWork begin(Map<String, String> env, Executor executor) {
        CompletableFuture<Optional<Settings>> settingsFile = HeadlessComposition.readTheSettings(env, executor);
        ExecutorService inOrder = Executors.newSingleThreadExecutor(new StartThread());
        try {
            CompletableFuture<Void> logFile = CompletableFuture.runAsync(() -> LogFile.install(env, "headless"),
                    inOrder);
            CompletableFuture<Void> storeReady = HeadlessComposition.readyTheStore(env, inOrder);
            CompletableFuture<PriceTable> bundledPrices = CompletableFuture.supplyAsync(PriceTable::bundled, inOrder);
            return new StartWork(logFile, bundledPrices, settingsFile, storeReady);
        } finally {
            inOrder.shutdown(); // what was handed over still runs
        }
    }

    /** A daemon thread; a class, not a lambda, as {@code BackgroundExecutor}'s (made first thing). */
    private static final class StartThread implements ThreadFactory {
        @Override
        public Thread newThread(Runnable runnable) {
            Thread thread = new Thread(runnable, THREAD);
            thread.setDaemon(true);
            return thread;
        }
    }
}
