package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.log.JulLogger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl+C (SIGINT) and SIGTERM while a headless command runs. The first one stops the work for reason
 * {@code interrupted} — the running turn is cancelled, an active goal paused, a Ralph run cancelled, each
 * recorded — and the command, once that work has settled, ends with exit code {@value #EXIT}. A second
 * one exits at once; the shutdown hook still closes the application, so the store is flushed and the
 * folder's socket removed. ({@code sun.misc.Signal}, of the JDK's {@code jdk.unsupported} module, is the
 * one way a Java program takes a signal without starting to shut down.) The signals are taken while any
 * command of the process runs (a test may run several at once) and given back after the last.
 */
final class Interrupts implements AutoCloseable {
    /** 128 + SIGINT, as shells report a command Ctrl+C stopped (beside the table of {@code ExitCode}). */
    static final int EXIT = 130;
    private static final System.Logger LOG = JulLogger.of(Interrupts.class);
    private static final int STOP_WAIT_SECONDS = 10;
    private static final List<String> SIGNALS = List.of("INT", "TERM");
    private static final Set<Interrupts> RUNNING = new CopyOnWriteArraySet<>();
    private static final Map<Signal, SignalHandler> BEFORE = new LinkedHashMap<>();
    private final AtomicInteger received = new AtomicInteger();
    private final List<Runnable> firstStop = new CopyOnWriteArrayList<>();
    /** Counted down once the first signal's stop actions have run (the pause and its notice recorded). */
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final Thread closing;

    private Interrupts(AppServices app) {
        firstStop.add(() -> app.harness().cancelAll(CancelReason.INTERRUPTED));
        this.closing = new Thread(app::close, "ralph-desk-shutdown");
    }

    /** Takes the signals for as long as {@code app} runs a command, and closes it if the JVM is stopped. */
    static Interrupts install(AppServices app) {
        Interrupts interrupts = new Interrupts(app);
        synchronized (BEFORE) {
            if (RUNNING.isEmpty()) {
                for (String name : SIGNALS) {
                    Signal signal = new Signal(name);
                    BEFORE.put(signal, Signal.handle(signal, Interrupts::dispatch));
                }
            }
            RUNNING.add(interrupts);
        }
        Runtime.getRuntime().addShutdownHook(interrupts.closing);
        return interrupts;
    }

    private static void dispatch(Signal signal) {
        RUNNING.forEach(interrupts -> interrupts.received(signal));
    }

    /** Also runs {@code action} on the first signal (e.g. ends a follow in progress). */
    void onInterrupt(Runnable action) {
        firstStop.add(action);
    }

    /**
     * Whether a signal came: the command ends with {@value #EXIT} — once the stop the signal started has
     * been recorded (the turn's hooks pause a goal while the turn itself ends), or after a few seconds.
     */
    boolean interrupted() {
        if (received.get() == 0) {
            return false;
        }
        try {
            if (!stopped.await(STOP_WAIT_SECONDS, TimeUnit.SECONDS)) {
                LOG.log(System.Logger.Level.WARNING, "the interrupted work did not settle in " + STOP_WAIT_SECONDS
                        + " s; closing all the same");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return true;
    }

    private void received(Signal signal) {
        if (received.incrementAndGet() > 1) {
            LOG.log(System.Logger.Level.INFO, "SIG" + signal.getName() + " again: exiting at once");
            System.exit(EXIT);
        }
        LOG.log(System.Logger.Level.INFO, "SIG" + signal.getName() + ": stopping the work (interrupted)");
        Thread stopping = new Thread(() -> {
            try {
                firstStop.forEach(Runnable::run);
            } finally {
                stopped.countDown();
            }
        }, "ralph-desk-interrupt");
        stopping.setDaemon(true);
        stopping.start();
    }

    @Override
    public void close() {
        synchronized (BEFORE) {
            RUNNING.remove(this);
            if (RUNNING.isEmpty()) {
                BEFORE.forEach(Signal::handle);
                BEFORE.clear();
            }
        }
        try {
            Runtime.getRuntime().removeShutdownHook(closing);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or about to: it closes the application
        }
    }
}
