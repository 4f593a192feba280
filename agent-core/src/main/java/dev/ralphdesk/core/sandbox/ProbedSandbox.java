package dev.ralphdesk.core.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * A sandbox chosen by a probe that runs while the program goes on starting: its first use — a
 * command to wrap, or its status — waits for the verdict, which then stands.
 */
final class ProbedSandbox implements Sandbox {
    private final Supplier<Sandbox> verdict;
    private Sandbox chosen;

    ProbedSandbox(Supplier<Sandbox> verdict) {
        this.verdict = verdict;
    }

    private synchronized Sandbox chosen() {
        if (chosen == null) {
            chosen = verdict.get();
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
