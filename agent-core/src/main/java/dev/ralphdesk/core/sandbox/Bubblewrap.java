package dev.ralphdesk.core.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Finds bubblewrap and checks once that it works here (it can be installed and still fail, e.g. in
 * a container that forbids new namespaces): a probe runs {@code sh -c 'exit 0'} with the same
 * namespaces and mounts the sandbox uses. The probe starts when the sandbox is prepared for
 * ({@link Sandbox#prepare}) or first used, and runs in the background; the first use waits for its
 * verdict. Where a process is started ahead of the commands first ({@link Sandbox#ahead}: a turn's first
 * spare shell, started in this very sandbox), that process coming up is the verdict, and the probe runs
 * only where it does not.
 */
public final class Bubblewrap {
    public static final String EXECUTABLE = "bwrap";
    private static final long PROBE_SECONDS = 10;

    private Bubblewrap() {
    }

    /**
     * The sandbox for {@code mode}: bubblewrap ({@code executable}, as {@link #find} found it) when it
     * is asked for and works; none when it is off, or when it was not asked for explicitly
     * ({@code explicit} false) and does not work; refusing when it was asked for explicitly and does
     * not work.
     */
    public static Sandbox choose(SandboxMode mode, boolean explicit, boolean network, Optional<Path> executable) {
        return choose(mode, explicit, network, executable, Runtime.getRuntime()::addShutdownHook);
    }

    /**
     * As {@link #choose(SandboxMode, boolean, boolean, Optional)}; {@code atExit} registers a thread the JVM's
     * exit runs and, as {@link Runtime#addShutdownHook}, throws {@link IllegalStateException} once it shuts down.
     */
    static Sandbox choose(SandboxMode mode, boolean explicit, boolean network, Optional<Path> executable,
            Consumer<Thread> atExit) {
        return choose(mode, explicit, network, executable, atExit, Duration.ofSeconds(PROBE_SECONDS));
    }

    /** As above; {@code trialLimit} bounds the wait for a process started ahead to come up (see Probe#tried). */
    static Sandbox choose(SandboxMode mode, boolean explicit, boolean network, Optional<Path> executable,
            Consumer<Thread> atExit, Duration trialLimit) {
        return choose(mode, explicit, network, executable, atExit, trialLimit, Bubblewrap::shuttingDown);
    }

    /** As above; {@code shuttingDown} tells whether the JVM shuts down (see Probe#tried). */
    static Sandbox choose(SandboxMode mode, boolean explicit, boolean network, Optional<Path> executable,
            Consumer<Thread> atExit, Duration trialLimit, BooleanSupplier shuttingDown) {
        if (mode == SandboxMode.OFF) {
            return Sandbox.none(SandboxStatus.State.OFF, "no sandbox: it is off in the settings (\"sandbox\": \"off\"); "
                    + "shell commands run with your full access");
        }
        if (executable.isEmpty()) {
            return decide(explicit, null, Optional.of("bubblewrap (bwrap) is not installed"));
        }
        BubblewrapSandbox sandbox = new BubblewrapSandbox(executable.get(), network, runsAsRoot());
        return new ProbedSandbox<>(() -> Probe.start(sandbox, atExit),
                up -> Probe.tried(sandbox, up, atExit, trialLimit, shuttingDown), sandbox,
                probe -> verdict(explicit, sandbox, probe));
    }

    /** What the probe found; a probe that ended as the JVM shut down (see Probe) refuses commands. */
    private static Sandbox verdict(boolean explicit, BubblewrapSandbox sandbox, Probe probe) {
        Optional<String> problem = probe.closing() ? Optional.empty() : probe.problem();
        if (probe.closing()) {
            return Sandbox.refusing("shell commands are refused: the application is closing");
        }
        return decide(explicit, sandbox, problem);
    }

    /** Whether the JVM shuts down: it then takes no shutdown hook. */
    static boolean shuttingDown() {
        Thread none = new Thread(() -> {
        }, "none");
        try {
            Runtime.getRuntime().addShutdownHook(none);
        } catch (IllegalStateException e) {
            return true;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(none);
        } catch (IllegalStateException e) {
            return true; // the shutdown began between the two
        }
        return false;
    }

    /** Bubblewrap when it works; else none, or refusing when it was asked for explicitly. */
    private static Sandbox decide(boolean explicit, BubblewrapSandbox sandbox, Optional<String> problem) {
        if (problem.isEmpty()) {
            return sandbox;
        }
        if (explicit) {
            return Sandbox.refusing("shell commands are refused: the settings ask for \"sandbox\": \"workspace-write\", "
                    + "but " + problem.get() + " (set \"sandbox\": \"off\" to run commands without one)");
        }
        return Sandbox.none(SandboxStatus.State.UNAVAILABLE, "no sandbox: " + problem.get()
                + "; shell commands run with your full access");
    }

    /** Whether this process runs as root: the owner of {@code /proc/self} is its effective user. */
    public static boolean runsAsRoot() {
        try {
            return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
        } catch (IOException | UnsupportedOperationException e) {
            // no /proc, or a file system without the unix attribute view: the JVM's user name instead
            // (getpwuid of the real user), which a process seldom differs from
            return "root".equals(System.getProperty("user.name"));
        }
    }

    /** The first {@code bwrap} on {@code searchPath} (a PATH value), else {@code /usr/bin/bwrap} if there. */
    public static Optional<Path> find(String searchPath) {
        List<Path> candidates = new ArrayList<>();
        if (searchPath != null) {
            for (String folder : searchPath.split(File.pathSeparator)) {
                if (!folder.isBlank()) {
                    candidates.add(Path.of(folder, EXECUTABLE));
                }
            }
        }
        candidates.add(Path.of("/usr/bin", EXECUTABLE));
        return candidates.stream().filter(Files::isExecutable).findFirst();
    }

    /**
     * A trivial command run in the sandbox, on a thread of its own that waits for its end: bubblewrap's
     * {@code --die-with-parent} follows the thread that started it, and one that ended while bubblewrap
     * still set the sandbox up would leave the sandbox's first process waiting for ever (see
     * {@code SpareShell}). For the same reason the JVM's exit waits for its verdict (as a rule there long
     * before). Asked for once the JVM shuts down, it starts none (the exit would not wait for it) and
     * commands are refused ({@code closing}): a command then runs in no sandbox at all only where the probe
     * found that bubblewrap does not work here, never because the application was closing.
     */
    private static final class Probe {
        private final CompletableFuture<Optional<String>> problem = new CompletableFuture<>();
        /** Set before {@link #problem} is completed when a trial ends as the JVM shuts down. */
        private volatile boolean closing;

        private Probe(boolean closing) {
            this.closing = closing;
        }

        static Probe start(BubblewrapSandbox sandbox, Consumer<Thread> atExit) {
            Probe probe = new Probe(false);
            try {
                // the hook waits for the verdict, not the thread: a shutdown that begins before the thread starts
                // still waits for the probe it then runs
                atExit.accept(new Thread(probe::awaitEnd, "bwrap-probe-end"));
            } catch (IllegalStateException shuttingDown) {
                return new Probe(true);
            }
            probe.runOnItsThread(sandbox);
            return probe;
        }

        /**
         * A probe made of a trial: a process of the caller's started in {@code sandbox}, which says whether it
         * came up ({@code up}; inside the sandbox, so bubblewrap works here). Only where it did not does this
         * command run — and decide as ever. One that says nothing within {@code limit} (a bubblewrap hung in its
         * set-up) is taken as a probe that did not answer, as the probe's own limit would: the verdict, which
         * commands wait for without a limit of their own, never waits for ever. Null once the JVM shuts down
         * (the exit would not wait for it). A trial that ends without coming up once the JVM shuts down (the exit
         * ends a spare still setting up: {@code SpareShell}) starts no probe either, which the exit would wait
         * for: the probe is then closing, and commands are refused.
         */
        static Probe tried(BubblewrapSandbox sandbox, CompletableFuture<Boolean> up, Consumer<Thread> atExit,
                Duration limit, BooleanSupplier shuttingDown) {
            Probe probe = new Probe(false);
            try {
                atExit.accept(new Thread(probe::awaitEnd, "bwrap-probe-end"));
            } catch (IllegalStateException inProgress) {
                return null;
            }
            probe.runOnItsThread(() -> {
                try {
                    return up.get(limit.toMillis(), TimeUnit.MILLISECONDS) ? Optional.empty()
                            : probe.runUnlessClosing(sandbox, shuttingDown);
                } catch (ExecutionException e) {
                    return probe.runUnlessClosing(sandbox, shuttingDown);
                } catch (TimeoutException e) {
                    return Optional.of("bwrap did not answer within " + limit.toSeconds() + " s");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Optional.of("the bwrap probe was interrupted");
                }
            });
            return probe;
        }

        private void runOnItsThread(BubblewrapSandbox sandbox) {
            runOnItsThread(() -> run(sandbox));
        }

        private void runOnItsThread(Supplier<Optional<String>> verdict) {
            Thread thread = new Thread(() -> {
                try {
                    problem.complete(verdict.get());
                } catch (RuntimeException | Error e) {
                    problem.completeExceptionally(e); // the verdict's first use throws it, never waits for ever
                }
            }, "bwrap-probe");
            thread.setDaemon(true);
            thread.start();
        }

        /** Whether it was asked for, or its trial ended, as the JVM shut down, and so started nothing. */
        boolean closing() {
            return closing;
        }

        /** The probe's command run, unless the JVM shuts down (the probe is then closing). */
        private Optional<String> runUnlessClosing(BubblewrapSandbox sandbox, BooleanSupplier shuttingDown) {
            if (shuttingDown.getAsBoolean()) {
                closing = true;
                return Optional.of("the application is closing");
            }
            return run(sandbox);
        }

        /** Empty when the command ran; otherwise what went wrong. Waits for the command. */
        Optional<String> problem() {
            return problem.join();
        }

        /** Waits (boundedly) until the probe's command has ended: its verdict is there once it has. */
        private void awaitEnd() {
            try {
                problem.get(PROBE_SECONDS + 1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | TimeoutException e) {
                // failed, or still running after its own limit: the exit waits no longer
            }
        }

        private static Optional<String> run(BubblewrapSandbox sandbox) {
            Path folder = Path.of(System.getProperty("java.io.tmpdir"));
            List<String> line = sandbox.wrap(folder, List.of(), List.of("sh", "-c", "exit 0"), ShellAccess.STANDARD);
            Process process;
            try {
                process = new ProcessBuilder(line).redirectErrorStream(true)
                        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            } catch (IOException e) {
                return Optional.of("bwrap could not be started (" + e.getMessage() + ")");
            }
            try {
                if (!process.waitFor(PROBE_SECONDS, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    return Optional.of("bwrap did not answer within " + PROBE_SECONDS + " s");
                }
                String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
                if (process.exitValue() != 0) {
                    return Optional.of("bwrap does not work here (exit " + process.exitValue()
                            + (said.isEmpty() ? "" : ": " + said.lines().findFirst().orElse("")) + ")");
                }
                return Optional.empty();
            } catch (IOException e) {
                return Optional.of("bwrap could not be run (" + e.getMessage() + ")");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.of("the bwrap probe was interrupted");
            }
        }
    }
}
