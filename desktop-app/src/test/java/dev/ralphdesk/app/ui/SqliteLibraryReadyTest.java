package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class SqliteLibraryReadyTest {

    @Test
    void theLibraryIsReadiedOnAThreadOfItsOwnWhileTheCallerGoesOn() {
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        CompletableFuture<Void> ready = SqliteLibraryReady.begin(() -> ranOn.set(Thread.currentThread()));
        ready.join();
        assertEquals(SqliteLibraryReady.THREAD, ranOn.get().getName());
        assertTrue(ranOn.get().isDaemon(), "a daemon: it never holds the JVM open");
    }

    @Test
    void whatReadyingThrewReachesTheOneWhoWaitsForIt() {
        IllegalStateException failure = new IllegalStateException("no library");
        CompletableFuture<Void> ready = SqliteLibraryReady.begin(() -> {
            throw failure;
        });
        CompletionException thrown = assertThrows(CompletionException.class, ready::join);
        assertSame(failure, thrown.getCause());
    }
}
