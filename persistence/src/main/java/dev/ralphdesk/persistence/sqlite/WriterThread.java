package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.SessionStoreException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The one thread that writes. It owns the {@link EventWriter} (and so the write connection); every
 * write is a task submitted here, and the caller waits until it has committed. Waiting is not
 * interruptible: an interrupted caller still learns whether its event was committed, and gets its
 * interrupt flag back afterwards.
 */
final class WriterThread implements AutoCloseable {
    private final ExecutorService executor;
    private final String name;
    private EventWriter writer;

    WriterThread(String name) {
        this.name = name;
        this.executor = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "ralph-desk-writer " + name);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Runs {@code opener} on the writer thread; the writer it returns serves all later calls. */
    void start(java.util.function.Supplier<EventWriter> opener) {
        call(ignored -> {
            writer = opener.get();
            return null;
        });
    }

    <T> T call(Function<EventWriter, T> work) {
        Future<T> future;
        try {
            future = executor.submit(() -> work.apply(writer));
        } catch (RejectedExecutionException e) {
            throw new SessionStoreException("the session store for " + name + " is closed", e);
        }
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return future.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException runtime) {
                        throw runtime;
                    }
                    if (cause instanceof Error error) {
                        throw error;
                    }
                    throw new SessionStoreException("writing to " + name + " failed: " + cause, cause);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void close() {
        try {
            if (writer != null) {
                call(w -> {
                    w.close();
                    return null;
                });
            }
        } finally {
            executor.shutdown();
            try {
                executor.awaitTermination(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
