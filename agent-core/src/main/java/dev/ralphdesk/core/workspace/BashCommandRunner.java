package dev.ralphdesk.core.workspace;

import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.sandbox.Sandbox;
import dev.ralphdesk.core.sandbox.SandboxUnavailableException;
import dev.ralphdesk.core.sandbox.ShellAccess;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import dev.ralphdesk.core.sandbox.ShellSetup;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Runs {@code bash -c COMMAND} in a folder — in a sandbox where spares serve, a bash that reads the command
 * and runs it itself ({@link ShellLoader}), so that a spare's bash, started before the command is known, is
 * the very shell a fresh start makes: standard input {@code /dev/null}, standard error merged into standard
 * output, an allowlisted environment ({@link ShellEnvironment}), inside the sandbox of its
 * {@link ShellSetup} with the protected folders hidden.
 * A timeout or a cancel kills the whole process tree at once. When the command exits but a
 * background process it started keeps the output open, the runner waits a short grace period
 * and returns, leaving that process running (a server started with {@code &} keeps serving; in
 * bubblewrap's process namespace it ends with the command).
 * Outside a sandbox that ends every process with the command, the tree's descendants are
 * remembered on a thread of their own while it runs ({@link ProcessTree#trackWhileRunning}); a
 * process that orphans itself before that thread sees it (a double fork within milliseconds) is
 * out of reach of the tree kill. Inside such a sandbox (bubblewrap's process namespace) nothing
 * needs remembering: every process stays below the root and ends with it.
 * The threads that read a command's output and remember its descendants are kept for the next
 * command (daemons, ended after a minute unused): making two threads per command cost 0.2–0.4 ms
 * each on every {@code shell} step. In such a sandbox the next command's sandbox is started ahead
 * ({@link SpareShell}) once a command has ended and its caller moves on ({@link #prepareNext}), so that
 * its start is not part of the next step; a turn's first command takes one started with the turn's first
 * request, which is also the sandbox's probe where that has not run yet.
 */
public final class BashCommandRunner implements CommandRunner, AutoCloseable {
    /** Characters of output kept inline at each end ({@link CommandOutcome#output()}). */
    public static final int INLINE_HEAD_CHARS = 5_000;
    public static final int INLINE_TAIL_CHARS = 5_000;
    /**
     * Bound of the end of the output kept for the person ({@link CommandOutcome#fullOutput()}, with
     * its first {@link #INLINE_HEAD_CHARS}): a longer output keeps its beginning and its last 8 MiB
     * characters, and says what was left out.
     */
    public static final int FULL_OUTPUT_CHARS = 8 * 1024 * 1024;
    private static final Duration DRAIN_GRACE = Duration.ofSeconds(2);
    private static final Duration AFTER_KILL_WAIT = Duration.ofMillis(300);
    static final String OUTPUT_HELD_OPEN = "[the command finished, but a background process it started still holds "
            + "the output open and keeps running; its later output is not shown. Redirect it, e.g. "
            + "`cmd > cmd.log 2>&1 &`, to avoid this wait]\n";

    private final ShellSetup shell;
    private final ProtectedPaths protectedPaths;
    private final HostStamps hostStamps = new HostStamps();
    private final Function<ProcessHandle, ProcessTree> trees;
    private final ExecutorService readers = helpers("bash-output");
    private final ExecutorService trackers = helpers("process-tree");
    private final SpareShell spares = new SpareShell();
    /** The spare sandbox a command's end put off until its caller moves on ({@link #prepareNext}), if any. */
    private final AtomicReference<NextSpare> putOff = new AtomicReference<>();

    /** Where and with what environment the next command's spare sandbox is to start. */
    private record NextSpare(Path folder, Map<String, String> environment) {
    }

    /** A command's process, and the command while its loader is still to be given it (null: given). */
    private record Started(Process process, String toGive) {
    }

    /** The JVM's standard variables, no sandbox. */
    public BashCommandRunner() {
        this(ShellSetup.unsandboxed(), ProtectedPaths.WORKSPACE_ONLY);
    }

    /** @param environment the variables to choose the standard ones from, no sandbox */
    public BashCommandRunner(Supplier<Map<String, String>> environment) {
        this(ShellSetup.unsandboxed(environment), ProtectedPaths.WORKSPACE_ONLY);
    }

    /** @param protectedPaths what the sandbox hides besides the workspace's protected folders */
    public BashCommandRunner(ShellSetup shell, ProtectedPaths protectedPaths) {
        this(shell, protectedPaths, ProcessTree::new);
    }

    /** @param trees makes the tree of a started command's process */
    BashCommandRunner(ShellSetup shell, ProtectedPaths protectedPaths, Function<ProcessHandle, ProcessTree> trees) {
        this.shell = Objects.requireNonNull(shell, "shell");
        this.protectedPaths = Objects.requireNonNull(protectedPaths, "protectedPaths");
        this.trees = Objects.requireNonNull(trees, "trees");
    }

    @Override
    public CommandOutcome run(Path folder, String command, Duration timeout, CancellationToken cancel) {
        return run(folder, command, timeout, cancel, ShellAccess.STANDARD);
    }

    @Override
    public CommandOutcome run(Path folder, String command, Duration timeout, CancellationToken cancel,
            ShellAccess access) {
        if (cancel.isCancelled()) {
            return new CommandOutcome(-1, "", "", false, true);
        }
        Map<String, String> environment = shell.environment().variables();
        Started started;
        try {
            started = start(folder, command, access, environment);
        } catch (IOException e) {
            String message = "Could not start bash in " + folder + ": " + e.getMessage();
            return new CommandOutcome(-1, message, message, false, false);
        } catch (SandboxUnavailableException e) {
            return new CommandOutcome(-1, e.getMessage(), e.getMessage(), false, false);
        }
        Process process = started.process();
        OutputBuffer output = new OutputBuffer(INLINE_HEAD_CHARS, FULL_OUTPUT_CHARS);
        Future<?> reader = readers.submit(() -> read(started, output));
        ProcessTree tree = trees.apply(process.toHandle());
        // in a sandbox that ends its processes with the command, the tree at kill time is all there is
        Future<?> tracker = shell.sandbox().endsItsProcessesWithTheCommand() ? null
                : trackers.submit(tree::trackWhileRunning);
        AtomicBoolean cancelled = new AtomicBoolean();
        CancellationToken.Registration onCancel = cancel.onCancel(() -> {
            cancelled.set(true);
            tree.killOnce();
        });
        boolean timedOut;
        try {
            timedOut = !process.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cancelled.set(true);
            timedOut = false;
        } finally {
            onCancel.close();
            if (tracker != null) {
                tracker.cancel(true);
            }
        }
        boolean killed = timedOut || cancelled.get();
        if (!cancelled.get() && sparesServe(ShellAccess.STANDARD)) {
            // the next command's sandbox starts when the caller moves on: while the model answers
            putOff.set(new NextSpare(folder, environment));
        }
        String note = "";
        if (killed) {
            tree.killAll();
            finished(reader, AFTER_KILL_WAIT);
        } else if (!finished(reader, DRAIN_GRACE)) {
            note = OUTPUT_HELD_OPEN;
        }
        int exitCode = killed ? -1 : process.exitValue();
        CapturedOutput captured = output.snapshot();
        return new CommandOutcome(exitCode,
                withNote(captured.capped(INLINE_HEAD_CHARS, INLINE_TAIL_CHARS), note),
                withNote(captured.capped(INLINE_HEAD_CHARS, FULL_OUTPUT_CHARS), note),
                timedOut && !cancelled.get(), cancelled.get(), captured.total(),
                captured.kept(INLINE_HEAD_CHARS, FULL_OUTPUT_CHARS));
    }

    /**
     * Starts in the background the spare sandbox the last command put off, or, when none was and no spare
     * waits, one for {@code folder} (a turn's first request: its first command then takes it instead of
     * starting its sandbox within the step); and the sandbox's probe unless it has started (a turn's first
     * request has gone out: the probe no longer competes with the start-up) — that first spare, where it comes
     * first, is the probe ({@link Sandbox#ahead}: no command runs in it before the verdict). A turn calls this
     * as its next model request goes out: started as the command ended, the sandbox's processes competed for
     * the two cores with the step's records and that request, and came before them.
     */
    @Override
    public void prepareNext(Path folder) {
        NextSpare next = putOff.getAndSet(null);
        if (next != null) {
            shell.sandbox().prepare();
            spares.prepare(() -> spareLaunch(shell.sandbox(), next.folder(), next.environment(), null),
                    spareStarter(next.folder()));
            return;
        }
        if (folder == null) {
            shell.sandbox().prepare();
            return;
        }
        Map<String, String> environment = shell.environment().variables();
        // taken here, not on the spares' thread: a command given meanwhile would start the probe proper
        Sandbox.Ahead ahead = shell.sandbox().ahead();
        if (!spares.prepareUnlessOneWaits(() -> aheadLaunch(ahead, folder, environment), spareStarter(folder))) {
            ahead.cameUp(false); // no process: a trial proves nothing, its probe starts
            shell.sandbox().prepare();
        }
    }

    /**
     * The first spare's launch, in what the sandbox has for a process started ahead: its verdict's sandbox,
     * or where the probe has not started, the candidate whose verdict waits for this spare to come up. None
     * where spares do not serve.
     */
    private SpareShell.Launch aheadLaunch(Sandbox.Ahead ahead, Path folder, Map<String, String> environment) {
        try {
            Sandbox sandbox = ahead.sandbox();
            if (!sandbox.endsItsProcessesWithTheCommand()) {
                ahead.cameUp(false);
                return null;
            }
            return spareLaunch(sandbox, folder, environment, ahead::cameUp);
        } catch (RuntimeException | Error e) {
            ahead.cameUp(false);
            throw e;
        }
    }

    private static SpareShell.Starter spareStarter(Path folder) {
        return launch -> builder(folder, launch.line(), launch.environment()).start();
    }

    /**
     * Ends the spare sandbox, if there is one, without waiting, and starts no other: the application
     * is closing. A command that still runs is not touched (its cancellation ends it).
     */
    @Override
    public void close() {
        spares.close();
    }

    private static String withNote(String text, String note) {
        return note.isEmpty() || text.isEmpty() || text.endsWith("\n") ? text + note : text + "\n" + note;
    }

    /**
     * The command started: in the spare sandbox made for it, if there is one (given the command already),
     * else afresh — in a sandbox where spares serve, in the same loader (to be given the command as it comes
     * up), whatever the access, so that a command sees the same shell whether a spare served or not; elsewhere
     * as {@code bash -c COMMAND}, which execs the command's last program in its place where the loader's
     * {@code eval} forks it (a fork is dear on a VM: +6 ms a step of {@code ls -la} measured without a sandbox).
     */
    private Started start(Path folder, String command, ShellAccess access, Map<String, String> environment)
            throws IOException {
        ShellLoader.check(command);
        if (sparesServe(access)) {
            // the spare's line follows from the stamps: taking it needs no line made anew
            Process spare = spares.take(environment, hostStamps.of(folder, protectedPaths.hidden()), command);
            if (spare != null) {
                return new Started(spare, null);
            }
        }
        boolean loaded = shell.sandbox().endsItsProcessesWithTheCommand();
        ProcessBuilder builder = builder(folder, shell.sandbox().wrap(folder, protectedPaths.hidden(),
                loaded ? ShellLoader.LINE : List.of("bash", "-c", command), access), environment);
        if (!loaded) {
            builder.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        }
        return new Started(builder.start(), loaded ? command : null);
    }

    /**
     * Reads a started command's output; gives a fresh start its command first, here, not on the caller's
     * thread: a command longer than the pipe holds waits for the loader to come up (the sandbox's set-up),
     * and only the caller's wait for the process is bounded by the timeout and a cancel (both end the
     * process, and with it this write).
     */
    private static void read(Started started, OutputBuffer output) {
        InputStream stream = started.process().getInputStream();
        try {
            if (started.toGive() != null) {
                ShellLoader.give(started.process(), started.toGive()); // cannot: it ended, its output says why
                stream = ShellLoader.pastReady(stream);
            }
        } catch (IOException e) {
            return; // the stream closed under us (the process was killed)
        }
        drain(stream, output);
    }

    /**
     * Spares are made only for a sandbox of the standard access whose start is worth hiding: one that
     * ends its processes with the command (bubblewrap's namespaces), the spare's too when it is ended.
     */
    private boolean sparesServe(ShellAccess access) {
        return access == ShellAccess.STANDARD && shell.sandbox().endsItsProcessesWithTheCommand();
    }

    /**
     * What a spare for {@code folder} is made of: the host's paths it mounts over are stamped before
     * its line is made, so that a spare whose mounts were made before one of them was replaced does
     * not match the next command's launch; and the line binds the workspace by the real path the stamps
     * begin with, not by {@code folder} resolved anew — a link re-pointed between the two would
     * otherwise give the spare another workspace than its stamps say, which a later command whose
     * stamps match would then run in.
     */
    private SpareShell.Launch spareLaunch(Sandbox sandbox, Path folder, Map<String, String> environment,
            Consumer<Boolean> told) {
        List<Path> hidden = protectedPaths.hidden();
        List<String> stamps = hostStamps.of(folder, hidden);
        return new SpareShell.Launch(sandbox.wrap(Path.of(stamps.get(0)), hidden, ShellLoader.LINE,
                ShellAccess.STANDARD), environment, stamps, told);
    }

    private static ProcessBuilder builder(Path folder, List<String> line, Map<String, String> environment) {
        ProcessBuilder builder = new ProcessBuilder(line).directory(folder.toFile()).redirectErrorStream(true);
        builder.environment().clear();
        builder.environment().putAll(environment);
        return builder;
    }

    /** Daemon threads named {@code name}, made when none is free and ended after a minute unused. */
    private static ExecutorService helpers(String name) {
        return Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            return thread;
        });
    }

    private static void drain(InputStream stream, OutputBuffer output) {
        char[] buffer = new char[8192];
        try (Reader reader = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
            int count;
            while ((count = reader.read(buffer)) != -1) {
                output.append(buffer, count);
            }
        } catch (IOException e) {
            // the stream closed under us (the process was killed): what was read is kept
        }
    }

    /** Waits at most {@code wait} for the task; true when it finished. */
    private static boolean finished(Future<?> task, Duration wait) {
        try {
            task.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // a failed task has finished too; one still running is what the caller asks about
        }
        return task.isDone();
    }
}
