package dev.ralphdesk.app;

import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.session.SessionStore;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/** The composed application: the harness, its store and the one background executor. */
public record AppServices(Harness harness, SessionStore store, ExecutorService executor) implements AutoCloseable {

    @Override
    public void close() {
        executor.shutdownNow();
        try {
            executor.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        store.close();
    }
}
