package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.SessionStoreException;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one thread that writes. It owns the {@link EventWriter} (and so the write connection); every
 * write is a task submitted here, and the caller waits until it has committed. Waiting is not
 * interruptible: an interrupted caller still learns whether its event was committed, and gets its
 * interrupt flag back afterwards. The writer is opened on the thread while its caller goes on (opening
 * a new database syncs it several times): every write queues behind the opening, and fails as it did.
 */
final class WriterThread implements AutoCloseable {
    private final ExecutorService executor;
    private final String name;
    private final CompletableFuture<Void> opened = new CompletableFuture<>();
    /** Set and used on the writer thread only. */
    private EventWriter writer;

    WriterThread(String name) {
        this.name = name;
        this.executor = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "ralph-desk-writer " + name);
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Runs {@code opener} on the writer thread and returns at once; the writer it returns serves all
     * later calls, which fail with its failure if it failed.
     */
    void start(Supplier<EventWriter> opener) {
        executor.execute(new Opening(opener));
    }

    /** Waits until the writer is open (the schema up to date); throws what opening it threw. */
    void awaitOpened() {
        try {
            opened.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    <T> T call(Function<EventWriter, T> work) {
        return submitted(new Write<>(work));
    }

    private <T> T submitted(Callable<T> task) {
        Future<T> future;
        try {
            future = executor.submit(task);
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
            submitted(new Closing());
        } finally {
            executor.shutdown();
            try {
                executor.awaitTermination(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Ends the writer of a process that exits next ({@link EventWriter#closeForExit}) once every write
     * queued before is committed, and takes no other.
     *
     * @return whether the connection was left open (for the process's end to release)
     */
    boolean closeForExit() {
        try {
            return submitted(new ClosingForExit());
        } finally {
            executor.shutdown();
        }
    }

    /** Opens the writer; a task of its own, first in the queue. */
    private final class Opening implements Runnable {
        private final Supplier<EventWriter> opener;

        Opening(Supplier<EventWriter> opener) {
            this.opener = opener;
        }

        @Override
        public void run() {
            try {
                writer = opener.get();
                opened.complete(null);
            } catch (RuntimeException | Error e) {
                opened.completeExceptionally(e);
            }
        }
    }

    /** A write, once the writer is open. */
    private final class Write<T> implements Callable<T> {
        private final Function<EventWriter, T> work;

        Write(Function<EventWriter, T> work) {
            this.work = work;
        }

        @Override
        public T call() {
            awaitOpened();
            return work.apply(writer);
        }
    }

    /** Ends the writer for the process's exit if it was opened. */
    private final class ClosingForExit implements Callable<Boolean> {
        @Override
        public Boolean call() {
            return writer != null && writer.closeForExit();
        }
    }

    /** Closes the writer if it was opened. */
    private final class Closing implements Callable<Void> {
        @Override
        public Void call() {
            if (writer != null) {
                writer.close();
            }
            return null;
        }
    }
}
