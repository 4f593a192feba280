package dev.ralphdesk.app;

import dev.ralphdesk.core.control.ControlServer;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.persistence.location.DataFolder;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The control socket of a data folder the window owns, started once the window is shown: other
 * processes reach the window through it, its first frame does not need it. Started at most once;
 * closing before the start means it never starts (the window closed first), closing after it ends it.
 */
public final class DeferredControl implements AutoCloseable {
    private final Supplier<Optional<? extends AutoCloseable>> opener;
    private AutoCloseable server;
    private boolean closed;

    /** @param opener starts listening; empty when no socket could be made (the owner then works on unreachable) */
    public DeferredControl(Supplier<Optional<? extends AutoCloseable>> opener) {
        this.opener = opener;
    }

    /** The control socket of {@code folder}, answering the verbs of {@code harness}. */
    public static DeferredControl of(DataFolder folder, Harness harness) {
        return new DeferredControl(() -> ControlServer.start(folder.socketFile(), harness.controlVerbs()));
    }

    /** Starts listening, unless it was started or closed already (call in the background: it binds a socket). */
    public synchronized void start() {
        if (!closed && server == null) {
            server = opener.get().orElse(null);
        }
    }

    @Override
    public synchronized void close() throws Exception {
        closed = true;
        if (server != null) {
            server.close();
        }
    }
}
