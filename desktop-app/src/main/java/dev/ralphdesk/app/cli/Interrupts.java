package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.core.cancel.CancelReason;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl+C (SIGINT) and SIGTERM while a headless command runs. The first one stops the work for reason
 * {@code interrupted} — the running turn is cancelled, an active goal paused, a Ralph run cancelled, each
 * recorded — and the command, once that work has settled, ends with exit code {@value #EXIT}. A second
 * one exits at once; the shutdown hook still closes the application, so the store is flushed and the
 * folder's socket removed. ({@code sun.misc.Signal}, of the JDK's {@code jdk.unsupported} module, is the
 * one way a Java program takes a signal without starting to shut down.)
 */
final class Interrupts implements AutoCloseable {
    static final int EXIT = 130;
    private static final System.Logger LOG = System.getLogger(Interrupts.class.getName());
    private static final List<String> SIGNALS = List.of("INT", "TERM");
    private final AtomicInteger received = new AtomicInteger();
    private final List<Runnable> firstStop = new CopyOnWriteArrayList<>();
    private final Map<Signal, SignalHandler> previous;
    private final Thread closing;

    private Interrupts(AppServices app) {
        firstStop.add(() -> app.harness().cancelAll(CancelReason.INTERRUPTED));
        SignalHandler handler = this::received;
        Map<Signal, SignalHandler> before = new LinkedHashMap<>();
        for (String name : SIGNALS) {
            Signal signal = new Signal(name);
            before.put(signal, Signal.handle(signal, handler));
        }
        this.previous = before;
        this.closing = new Thread(app::close, "ralph-desk-shutdown");
        Runtime.getRuntime().addShutdownHook(closing);
    }

    /** Takes the signals for as long as {@code app} runs a command, and closes it if the JVM is stopped. */
    static Interrupts install(AppServices app) {
        return new Interrupts(app);
    }

    /** Also runs {@code action} on the first signal (e.g. ends a follow in progress). */
    void onInterrupt(Runnable action) {
        firstStop.add(action);
    }

    /** Whether a signal came: the command ends with {@value #EXIT}. */
    boolean interrupted() {
        return received.get() > 0;
    }

    private void received(Signal signal) {
        if (received.incrementAndGet() > 1) {
            LOG.log(System.Logger.Level.INFO, "SIG" + signal.getName() + " again: exiting at once");
            System.exit(EXIT);
        }
        LOG.log(System.Logger.Level.INFO, "SIG" + signal.getName() + ": stopping the work (interrupted)");
        Thread stopping = new Thread(() -> firstStop.forEach(Runnable::run), "ralph-desk-interrupt");
        stopping.setDaemon(true);
        stopping.start();
    }

    @Override
    public void close() {
        previous.forEach(Signal::handle);
        try {
            Runtime.getRuntime().removeShutdownHook(closing);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or about to: it closes the application
        }
    }
}
