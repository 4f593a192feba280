package dev.ralphdesk.core.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A sandbox chosen by a probe, which starts when it is asked for ({@link #prepare}) or by the first use —
 * a command to wrap, or its status —, which waits for the verdict; the verdict then stands. Not at once:
 * a headless command asks for it as its first model request goes out, so the probe's processes do not
 * compete with the start-up for the cores, and a command that asks no model (e.g. a listing) starts none.
 *
 * @param <P> the probe
 */
final class ProbedSandbox<P> implements Sandbox {
    private final Supplier<P> start;
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
        this.start = start;
        this.verdict = verdict;
    }

    @Override
    public void prepare() {
        started();
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
