package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

/** The writer is opened on its thread while the store's caller goes on; writes queue behind the opening. */
class WriterThreadTest {
    @TempDir
    Path dir;

    @Test
    void startingReturnsBeforeTheWriterIsOpenAndWritesWaitForIt() {
        Path database = dir.resolve("ralph-desk.db");
        CountDownLatch started = new CountDownLatch(1);
        AtomicBoolean returnedFirst = new AtomicBoolean();
        try (WriterThread writer = new WriterThread("test")) {
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
        try (WriterThread writer = new WriterThread("test")) {
            writer.start(() -> {
                throw failure;
            });
            assertSame(failure, assertThrows(SessionStoreException.class, () -> writer.call(EventWriter::synchronousLevel)));
            assertSame(failure, assertThrows(SessionStoreException.class, writer::awaitOpened));
        }
    }
}
