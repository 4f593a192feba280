package dev.ralphdesk.core.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A sandbox chosen by a probe, which starts when it is asked for ({@link #prepare}) or by the first use —
 * a command to wrap, or its status —, which waits for the verdict; the verdict then stands. Not at once:
 * a headless command asks for it as its first model request goes out, so the probe's processes do not
 * compete with the start-up for the cores, and a command that asks no model (e.g. a listing) starts none.
 * Where the first to want it starts a process ahead of the commands ({@link #ahead}: a spare shell), that
 * process, started in the candidate sandbox, is the probe when it comes up; the probe proper runs only
 * where it does not, and decides as ever: one bubblewrap start less.
 *
 * @param <P> the probe
 */
final class ProbedSandbox<P> implements Sandbox {
    private final Supplier<P> start;
    private final Function<CompletableFuture<Boolean>, P> tried;
    private final Sandbox candidate;
    private final Function<P, Sandbox> verdict;
    /** Guards {@link #probe}: starting the probe is not held up by a first use waiting for its verdict. */
    private final Object starting = new Object();
    private P probe;
    private Sandbox chosen;

    /**
     * @param start starts the probe (once)
     * @param verdict the sandbox the started probe chooses (may wait for it)
     */
    ProbedSandbox(Supplier<P> start, Function<P, Sandbox> verdict) {
        this(start, up -> null, null, verdict);
    }

    /**
     * @param start starts the probe (once)
     * @param tried the probe made of a trial ({@link #ahead}): given whether the trial's process came up, it
     *     starts the probe proper only if not; null when none can be made (then {@code start} is used)
     * @param candidate the sandbox a working probe chooses, a trial's process runs in (null: no trials)
     * @param verdict the sandbox the started probe chooses (may wait for it)
     */
    ProbedSandbox(Supplier<P> start, Function<CompletableFuture<Boolean>, P> tried, Sandbox candidate,
            Function<P, Sandbox> verdict) {
        this.start = start;
        this.tried = tried;
        this.candidate = candidate;
        this.verdict = verdict;
    }

    @Override
    public void prepare() {
        started();
    }

    @Override
    public Ahead ahead() {
        synchronized (starting) {
            if (probe == null && candidate != null) {
                CompletableFuture<Boolean> up = new CompletableFuture<>();
                P trial = tried.apply(up);
                if (trial != null) {
                    probe = trial;
                    return new Ahead(() -> candidate, up::complete);
                }
            }
        }
        return new Ahead(this::chosen, up -> {
        });
    }

    private P started() {
        synchronized (starting) {
            if (probe == null) {
                probe = start.get();
            }
            return probe;
        }
    }

    private synchronized Sandbox chosen() {
        if (chosen == null) {
            chosen = verdict.apply(started());
        }
        return chosen;
    }

    @Override
    public List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access) {
        return chosen().wrap(workspace, hidden, command, access);
    }

    @Override
    public boolean endsItsProcessesWithTheCommand() {
        return chosen().endsItsProcessesWithTheCommand();
    }

    @Override
    public SandboxStatus status() {
        return chosen().status();
    }
}
