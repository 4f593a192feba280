package dev.ralphdesk.core.workspace;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A sandbox started ahead for the next command in a folder, so that the sandbox's own start
 * (bubblewrap's namespaces and mounts: 10–40 ms on two shared cores, mostly waits in the kernel)
 * happens while the model answers instead of within the step. It is the very sandbox a fresh start
 * makes, holding the bash a command runs in ({@link ShellLoader}), which reads the command from its
 * input and runs it: every command still gets a sandbox and a process namespace of its own, the same
 * shell, environment, folder and process id. A spare is used only
 * while nothing it was made from has changed — its {@link Launch}: the host's stamps (the workspace's
 * real path, which paths exist and which files they are: what the sandbox's command line follows from)
 * and the environment; otherwise it is ended and the command starts afresh. One spare at a time; one not taken within {@value #IDLE_SECONDS} s is
 * ended. It is started on a thread kept for the purpose, since bubblewrap's
 * {@code --die-with-parent} follows the thread that started it. The JVM waits up to 0.3 s at exit
 * for threads in native code, as the one that waits for the spare's exit is: so the spare is ended
 * when its runner closes ({@link #close}), first thing while the application closes, and the JVM's
 * shutdown waits (briefly) until its exit has been seen — by then, as a rule, long since.
 * <p>A spare is killed only once it is up ({@link ShellLoader#READY}, the loader's first output): bubblewrap's
 * sandbox process, cloned by the one started, waits for it to finish the set-up and has no
 * {@code --die-with-parent} of its own until then, so killing the started one meanwhile left that
 * process waiting for ever (an orphan, in the sandbox's folder: 1 in 40 headless turns at load 10).
 * A spare still setting up is ended by its input instead: closed, the loader exits as it starts; at the
 * JVM's exit, once bubblewrap has cloned that process, it is killed first, then bubblewrap ({@link #endAtExit}).
 */
final class SpareShell {
    static final long IDLE_SECONDS = 60;
    private static final long EXIT_WAIT_MILLIS = 200;
    /** How long the JVM's shutdown waits for a spare still setting up to end by itself (as a rule: ms). */
    private static final long SET_UP_WAIT_MILLIS = 10_000;
    private final ScheduledThreadPoolExecutor starter = new ScheduledThreadPoolExecutor(1, task -> {
        Thread thread = new Thread(task, "shell-spare");
        thread.setDaemon(true);
        return thread;
    });
    private Spare spare;
    /** The spare ended by {@link #close}, whose exit the JVM's shutdown waits for. */
    private Spare closing;
    private boolean closed;
    private boolean hooked;

    /**
     * What a sandboxed start is made of: the sandbox's command line, the environment, and the stamps of
     * the host's paths it mounts over ({@link HostStamps}: the workspace's real path, then whether each
     * path exists and which file it is). Removing or replacing one on the host ends the sandbox's mount
     * on it, and its namesake made anew would show through in the spare; and which of them exist decides
     * the line (the paths hidden or read-only), so a spare whose stamps and environment are still the
     * next command's has the line a fresh start would make: {@link #take} compares those two only. And whom
     * to tell, once, whether the spare came up ({@link ShellLoader#READY}), as soon as it does (null: nobody): a
     * sandbox's verdict that takes it for its probe ({@code Sandbox.ahead}); its sign is then read as it
     * comes, not when it is taken.
     */
    record Launch(List<String> line, Map<String, String> environment, List<String> stamps, Consumer<Boolean> told) {
        Launch {
            line = List.copyOf(line);
            environment = Map.copyOf(environment);
            stamps = List.copyOf(stamps);
        }

        /** Nobody waits for it to come up. */
        Launch(List<String> line, Map<String, String> environment, List<String> stamps) {
            this(line, environment, stamps, null);
        }

        private void tell(boolean up) {
            if (told != null) {
                told.accept(up);
            }
        }

        boolean madeFrom(Map<String, String> environment, List<String> stamps) {
            return this.environment.equals(environment) && this.stamps.equals(stamps);
        }
    }

    /** Starts a spare's process for what it is made of. */
    interface Starter {
        Process start(Launch launch) throws Exception;
    }

    /**
     * A spare once started: what it was made of, its process, and its {@link ShellLoader#READY} sign as read
     * when someone waits for it to come up (else null: read when taken).
     */
    private record Started(Launch launch, Process process, Watched watched) {
        CompletableFuture<Boolean> sign() {
            return watched == null ? null : watched.sign();
        }
    }

    /** A spare's sign as read on a thread of its own ({@link #watch}), and that thread. */
    private record Watched(CompletableFuture<Boolean> sign, Thread reader) {
    }

    private record Spare(Future<Started> start) {
    }

    /**
     * Starts a spare in the background, ending the one there was: {@code launch} makes what it is made of
     * (null: none is to be made) and {@code start} starts it, both on the spares' own thread (off the
     * caller's way). A command taken meanwhile waits for them. A spare whose runner closed before its
     * process was to start starts none: the application's exit then has no sandbox's set-up to wait for.
     */
    void prepare(Callable<Launch> launch, Starter start) {
        prepare(launch, start, true);
    }

    /**
     * As {@link #prepare}, unless a spare waits already (or is on its way): that one is kept, and false
     * returned.
     */
    boolean prepareUnlessOneWaits(Callable<Launch> launch, Starter start) {
        return prepare(launch, start, false);
    }

    private boolean prepare(Callable<Launch> launch, Starter start, boolean replacing) {
        Spare old;
        Spare made;
        synchronized (this) {
            if (closed || (!replacing && spare != null)) {
                return false;
            }
            made = new Spare(starter.submit(() -> startedFrom(launch, start)));
            old = spare;
            spare = made;
            if (!hooked) {
                hooked = endAtShutdown();
            }
        }
        end(old);
        starter.schedule(() -> expire(made), IDLE_SECONDS, TimeUnit.SECONDS);
        return true;
    }

    /** Makes and starts a spare (on the spares' thread); tells whoever waits whether it came up. */
    private Started startedFrom(Callable<Launch> launch, Starter start) throws Exception {
        Launch of = launch.call(); // made even when closed: whoever waits to be told is told
        if (of == null) {
            return null;
        }
        Process process = null;
        try {
            process = isClosed() ? null : start.start(of);
        } finally {
            if (process == null) {
                of.tell(false);
            }
        }
        if (process == null) {
            return null;
        }
        Watched watched = null;
        if (of.told() != null) {
            try {
                watched = watch(process);
            } catch (RuntimeException | Error e) {
                of.tell(false);
                throw e;
            }
            watched.sign().thenAccept(of::tell);
        }
        return new Started(of, process, watched);
    }

    private synchronized boolean isClosed() {
        return closed;
    }

    /**
     * The spare made from exactly {@code environment} and {@code stamps} (waiting for its start to
     * finish), given the command; null when there is none, it no longer runs, or it was made from
     * something else (then it is ended).
     */
    Process take(Map<String, String> environment, List<String> stamps, String command) {
        Spare taken;
        synchronized (this) {
            taken = spare;
            spare = null;
        }
        if (taken == null) {
            return null;
        }
        Started started = started(taken);
        if (started == null || !started.launch().madeFrom(environment, stamps) || !started.process().isAlive()
                || !up(started) || !ShellLoader.give(started.process(), command)) {
            end(taken);
            return null;
        }
        return started.process();
    }

    /** Ends the spare when the JVM shuts down; false when it already does. */
    private boolean endAtShutdown() {
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(this::endAtExit, "shell-spare-end"));
            return true;
        } catch (IllegalStateException e) {
            return false;
        }
    }

    /**
     * Ends the spare without waiting for its exit, and makes no other: its runner is done. The exit is
     * seen meanwhile — bubblewrap ends at once, and its sandbox with it — and waited for, if still
     * needed, at the JVM's shutdown ({@link #endAtExit}).
     */
    void close() {
        Spare last;
        synchronized (this) {
            closed = true;
            last = spare;
            spare = null;
            if (last != null) {
                closing = last;
            }
        }
        end(last);
    }

    /**
     * Kills the spare (also one {@link #close} ended) and waits (briefly) until its exit is seen, so no
     * thread still waits for it in native code. One still setting up is not killed the way an up one is (see
     * the class): where bubblewrap has cloned its sandbox process, that process is killed first, then
     * bubblewrap ({@link SandboxClone}); otherwise its own end, on its closed input, is waited for. The JVM's
     * exit waited for such a spare to come up and end (its bash's start, ~10 ms; far more on a loaded machine).
     */
    void endAtExit() {
        List<Spare> last = new ArrayList<>(2);
        synchronized (this) {
            for (Spare which : new Spare[] {spare, closing}) {
                if (which != null) {
                    last.add(which);
                }
            }
            spare = null;
            closing = null;
        }
        for (Spare which : last) {
            Started started = started(which);
            if (started != null) {
                // one still setting up and not cloned yet would be killed the same way by the JVM's exit
                // (--die-with-parent): its own end is waited for
                boolean killed = kill(started) || started.process().isAlive()
                        && SandboxClone.killWithBubblewrap(started.process());
                try {
                    started.process().waitFor(killed ? EXIT_WAIT_MILLIS : SET_UP_WAIT_MILLIS, TimeUnit.MILLISECONDS);
                    if (started.watched() != null) {
                        // its sign's reader ends on the output's end, which the sandbox's end brings: the exit
                        // would wait for a thread still reading
                        started.watched().reader().join(EXIT_WAIT_MILLIS);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    private synchronized void expire(Spare which) {
        if (spare == which) {
            spare = null;
            end(which);
        }
    }

    /**
     * Waits until the spare is up, taking its {@link ShellLoader#READY}; false if it ended first. As a rule the sign
     * waits already. Otherwise the wait also ends with the started process's exit: bubblewrap's sandbox
     * process, cloned by it, holds the output's pipe, and when the started one was killed from outside
     * during the set-up that process waits for ever, so the pipe's end of input never comes. The sign is
     * then read on a thread of its own; the command starts afresh. The started process's children by then
     * (that sandbox process, once cloned) are ended with it: orphaned, nothing else would end them, and the
     * reader ends on their pipe's end.
     */
    private static boolean up(Started started) {
        if (started.sign() != null) {
            return started.sign().join(); // read as it came: someone waited for it
        }
        InputStream output = started.process().getInputStream();
        try {
            if (output.available() > 0) {
                return output.read() == ShellLoader.READY;
            }
        } catch (IOException e) {
            return false;
        }
        return watch(started.process()).sign().join(); // not cut short by an interrupt (kept for the caller): bounded
    }

    /** The spare's sign, read on a thread of its own; false once the started process has ended first (see up). */
    private static Watched watch(Process process) {
        InputStream output = process.getInputStream();
        CompletableFuture<Boolean> sign = new CompletableFuture<>();
        List<ProcessHandle> clones = SandboxClone.children(process.toHandle()); // bubblewrap is single-threaded
        Thread reader = new Thread(() -> sign.complete(readsReady(output)), "shell-spare-up");
        reader.setDaemon(true);
        reader.start();
        process.onExit().thenRun(() -> {
            if (sign.complete(false)) {
                clones.forEach(ProcessHandle::destroyForcibly); // a reused pid is not killed: its start differs
            }
        });
        return new Watched(sign, reader);
    }

    private static boolean readsReady(InputStream output) {
        try {
            return output.read() == ShellLoader.READY;
        } catch (IOException e) {
            return false;
        }
    }

    /** Ends a spare, after its start if that is still under way (the starter runs one task at a time). */
    private void end(Spare which) {
        if (which == null) {
            return;
        }
        if (which.start().isDone()) {
            kill(started(which));
        } else {
            starter.execute(() -> kill(started(which)));
        }
    }

    /**
     * Ends a spare: kills it if it is up already ({@link ShellLoader#READY} waiting, unread, or read as it
     * came) — not while it sets up (see the class) — and closes its input, which ends the loader as soon as it
     * runs. True if killed.
     * The kill comes first: the input closed first, a loader up and waiting would end on that itself,
     * before the kill, so that whether the spare was killed would depend on which came first.
     */
    private static boolean kill(Started started) {
        if (started == null) {
            return false;
        }
        Process process = started.process();
        // ended already, its output may be held by a sandbox process orphaned in its set-up, on which a
        // reader of the sign still waits (see up): asking the stream would wait behind it
        boolean up = process.isAlive()
                && (started.sign() != null ? started.sign().getNow(false) : signWaiting(process));
        if (up) {
            process.destroyForcibly();
        }
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // a closed pipe: the loader has its end of input already
        }
        return up;
    }

    private static boolean signWaiting(Process process) {
        try {
            return process.getInputStream().available() > 0;
        } catch (IOException e) {
            return false; // its output is closed: it has ended, or ends on its input
        }
    }

    /** The spare once started; null when it could not be started. */
    private static Started started(Spare which) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return which.start().get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    return null;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
