package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.SessionStoreException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one writer. A thread of its own opens the {@link EventWriter} (and so the write connection) while
 * its caller goes on (opening a new database syncs it several times); then each write runs on its
 * caller's thread, holding one fair lock: one write at a time, in the order the callers came, and the
 * connection used by one thread at a time (the lock orders its use; sqlite-jdbc's calls are synchronized
 * on the connection too). A write waits for the opening, holding the lock, and fails as it failed. (Each
 * write was a task handed to a writer thread, its caller parked until it had committed: two wake-ups a
 * record, 0.56–0.89 ms on average at load 5.5 on this paravirtualized machine, ~4 records a step.)
 *
 * <p>Writing is not interruptible: the work runs with its caller's interrupt flag cleared — as it ran on a
 * thread nobody interrupted; SQLite's native calls never look at it — so an interrupted caller still
 * learns whether its event was committed, and gets its flag back afterwards. Closing takes the lock
 * after the writes already waiting for it; later writes fail.
 */
final class SerialWriter implements AutoCloseable {
    private final String name;
    private final CompletableFuture<EventWriter> opened = new CompletableFuture<>();
    private final ReentrantLock lock = new ReentrantLock(true);
    /** Guarded by {@link #lock}. */
    private boolean closed;

    SerialWriter(String name) {
        this.name = name;
    }

    /**
     * Runs {@code opener} on a thread of its own and returns at once; the writer it returns serves all
     * later calls, which fail with its failure if it failed.
     */
    void start(Supplier<EventWriter> opener) {
        Thread thread = new Thread(() -> {
            try {
                opened.complete(opener.get());
            } catch (RuntimeException | Error e) {
                opened.completeExceptionally(e);
            }
        }, "ralph-desk-writer " + name);
        thread.setDaemon(true);
        thread.start();
    }

    /** Waits until the writer is open (the schema up to date); throws what opening it threw. */
    void awaitOpened() {
        writer();
    }

    /** Runs {@code work} on the opened writer, on this thread, after the writes that came before it. */
    <T> T call(Function<EventWriter, T> work) {
        return locked(false, work);
    }

    @Override
    public void close() {
        locked(true, writer -> {
            if (writer != null) {
                writer.close();
            }
            return null;
        });
    }

    /**
     * Ends the writer of a process that exits next ({@link EventWriter#closeForExit}) after the writes that
     * came before, and takes no other.
     *
     * @return whether the connection was left open (for the process's end to release)
     */
    boolean closeForExit() {
        return locked(true, writer -> writer != null && writer.closeForExit());
    }

    /**
     * Holding the lock, once the writer is opened, runs {@code work} with this thread's interrupt flag
     * cleared, and sets the flag again after if it was set. Closing gets a null writer if opening failed.
     */
    private <T> T locked(boolean closing, Function<EventWriter, T> work) {
        boolean interrupted = false;
        lock.lock();
        try {
            if (closed) {
                throw new SessionStoreException("the session store for " + name + " is closed");
            }
            EventWriter writer = closing ? opened.exceptionally(failure -> null).join() : writer();
            interrupted = Thread.interrupted();
            if (closing) {
                closed = true;
            }
            return work.apply(writer);
        } finally {
            lock.unlock();
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The opened writer; throws what opening it threw. Waiting is not interruptible (the flag is kept). */
    private EventWriter writer() {
        try {
            return opened.join();
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
}
