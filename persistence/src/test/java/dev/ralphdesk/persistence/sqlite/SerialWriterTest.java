package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.SessionStoreException;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The writer is opened on its thread while the store's caller goes on; writes queue behind the opening,
 * then run on their callers' threads, one at a time, deaf to their interrupts.
 */
class SerialWriterTest {
    @TempDir
    Path dir;

    @Test
    void startingReturnsBeforeTheWriterIsOpenAndWritesWaitForIt() {
        Path database = dir.resolve("ralph-desk.db");
        CountDownLatch started = new CountDownLatch(1);
        AtomicBoolean returnedFirst = new AtomicBoolean();
        try (SerialWriter writer = new SerialWriter("test")) {
            writer.start(() -> {
                try {
                    // the bound only keeps a starter that waits for the opening from hanging the test
                    returnedFirst.set(started.await(10, TimeUnit.SECONDS));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return WriterSetup.open(database, SqliteOptions.defaults());
            });
            started.countDown();
            assertEquals(2, writer.call(EventWriter::synchronousLevel), "a write runs on the opened writer");
            assertTrue(returnedFirst.get(), "start waited for the opening");
        }
    }

    @Test
    void aFailedOpeningFailsEveryLaterWriteAndRead() {
        SessionStoreException failure = new SessionStoreException("cannot open the database");
        try (SerialWriter writer = new SerialWriter("test")) {
            writer.start(() -> {
                throw failure;
            });
            assertSame(failure, assertThrows(SessionStoreException.class, () -> writer.call(EventWriter::synchronousLevel)));
            assertSame(failure, assertThrows(SessionStoreException.class, writer::awaitOpened));
        }
    }

    @Test
    void aWriteRunsOnTheCallersThreadOnceTheWriterIsOpen() {
        try (SerialWriter writer = opened()) {
            assertSame(Thread.currentThread(), writer.call(w -> Thread.currentThread()));
        }
    }

    @Test
    void anInterruptedCallersWriteRunsWithoutTheInterruptAndTheCallerGetsItBack() {
        try (SerialWriter writer = opened()) {
            Thread.currentThread().interrupt();
            boolean seen = writer.call(w -> Thread.currentThread().isInterrupted());
            assertTrue(Thread.interrupted(), "the caller's interrupt flag is set again");
            assertFalse(seen, "the write ran with the flag cleared, as on a thread nobody interrupted");
        }
    }

    @Test
    void aWriteAfterClosingFailsAndClosingAgainToo() {
        SerialWriter writer = opened();
        writer.close();
        SessionStoreException late = assertThrows(SessionStoreException.class, () -> writer.call(w -> 1));
        assertTrue(late.getMessage().contains("closed"), late.getMessage());
        assertThrows(SessionStoreException.class, writer::closeForExit);
    }

    @Test
    void closingWaitsForTheWriteUnderWay() throws InterruptedException {
        SerialWriter writer = opened();
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        AtomicBoolean committed = new AtomicBoolean();
        Thread caller = new Thread(() -> writer.call(w -> {
            writing.countDown();
            await(finish);
            committed.set(w.synchronousLevel() == 2);
            return null;
        }));
        caller.start();
        await(writing);
        Thread closer = new Thread(writer::close);
        closer.start();
        // the closer cannot take the lock while the write holds it
        while (closer.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        finish.countDown();
        caller.join();
        closer.join();
        assertTrue(committed.get(), "the write used the connection before closing closed it");
    }

    private SerialWriter opened() {
        SerialWriter writer = new SerialWriter("test");
        writer.start(() -> WriterSetup.open(dir.resolve("ralph-desk.db"), SqliteOptions.defaults()));
        writer.awaitOpened();
        return writer;
    }

    private static void await(CountDownLatch latch) {
        try {
            // the bound only keeps a broken writer from hanging the test
            assertTrue(latch.await(10, TimeUnit.SECONDS));
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
