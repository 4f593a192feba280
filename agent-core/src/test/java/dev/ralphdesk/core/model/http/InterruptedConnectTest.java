package dev.ralphdesk.core.model.http;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * An interrupt of the thread that waits for a connection (the executor's shutdown) is a cancel: OkHttp's
 * connect throws {@link InterruptedException}, undeclared, which must not escape as such.
 */
class InterruptedConnectTest {
    private static final Duration LONG = Duration.ofSeconds(60);

    /** A call that connects to {@code base}; what it returns is closed. */
    private interface Connecting {
        AutoCloseable call(URI base) throws Exception;
    }

    @Test
    void anInterruptWhileARequestConnectsIsACancelAndKeepsTheInterrupt() throws Exception {
        interruptWhileConnecting(base -> {
            HttpStreamClient client = new HttpStreamClient(base, LONG, LONG);
            client.prepare();
            return client.open(base.resolve("/v1/chat/completions"), Map.of(), "{}".getBytes(StandardCharsets.UTF_8),
                    CancellationToken.none(), () -> {
                    });
        });
    }

    @Test
    void anInterruptWhileListingModelsIsACancelAndKeepsTheInterrupt() throws Exception {
        interruptWhileConnecting(base -> {
            ModelListing.fetch(base.resolve("/v1/models"), Map.of(), LONG, CancellationToken.none());
            return () -> { };
        });
    }

    private static void interruptWhileConnecting(Connecting connecting) throws Exception {
        try (UnansweredEndpoint endpoint = new UnansweredEndpoint()) {
            CompletableFuture<Throwable> thrown = new CompletableFuture<>();
            CompletableFuture<Boolean> interruptKept = new CompletableFuture<>();
            Thread caller = new Thread(() -> {
                try {
                    connecting.call(endpoint.base()).close();
                    thrown.complete(null);
                } catch (Throwable e) {
                    thrown.complete(e);
                }
                interruptKept.complete(Thread.currentThread().isInterrupted());
            }, "caller");
            caller.start();
            UnansweredEndpoint.untilWaitingInOkHttp(caller);
            caller.interrupt();
            Throwable failure = thrown.get();
            assertInstanceOf(CancelledException.class, failure, () -> "thrown: " + failure);
            assertTrue(interruptKept.get(), "the interrupt was swallowed");
        }
    }
}
