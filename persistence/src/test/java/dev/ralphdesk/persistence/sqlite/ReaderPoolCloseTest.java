package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.persistence.location.DataFolder;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Closing the readers waits for a read in progress, so the writer can fold the log in after it. */
class ReaderPoolCloseTest {
    @TempDir
    Path dir;

    @Test
    void closeWaitsForAReadInProgressAndClosesItsConnection() throws Exception {
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(dir, "test"),
                EventCatalog.withCoreTypes())) {
            store.create(NewSession.chat("x", Path.of("/w")));
        }
        ReaderPool pool = new ReaderPool(dir.resolve("ralph-desk.db"), SqliteOptions.defaults());
        CountDownLatch reading = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        AtomicReference<Connection> used = new AtomicReference<>();
        Thread reader = new Thread(() -> pool.read("a long read", connection -> {
            used.set(connection);
            reading.countDown();
            try {
                finish.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        }));
        reader.start();
        reading.await();
        Thread closing = Thread.currentThread();
        Thread finisher = new Thread(() -> { // ends the read once close is waiting for it
            while (finish.getCount() > 0 && closing.getState() != Thread.State.TIMED_WAITING) {
                Thread.onSpinWait();
            }
            finish.countDown();
        });
        finisher.setDaemon(true);
        finisher.start();
        try {
            pool.close();
            assertTrue(used.get().isClosed(), "close returned only after the read ended and its connection closed");
        } finally {
            finish.countDown();
            reader.join();
        }
    }
}
