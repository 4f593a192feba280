package dev.ralphdesk.core.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A probed sandbox starts its probe only when prepared for or first used, once, and takes its verdict
 * once: a command that never runs a shell command (or the start-up of one that does) starts no probe.
 */
class ProbedSandboxTest {
    private final List<String> happened = new ArrayList<>();
    private final ProbedSandbox<String> sandbox = new ProbedSandbox<>(() -> {
        happened.add("started");
        return "probe";
    }, probe -> {
        happened.add("verdict of " + probe);
        return Sandbox.none(SandboxStatus.State.UNAVAILABLE, "no sandbox: test");
    });

    @Test
    void madeItStartsNothing() {
        assertEquals(List.of(), happened);
    }

    @Test
    void preparedItStartsTheProbeOnceAndTakesNoVerdict() {
        sandbox.prepare();
        sandbox.prepare();
        assertEquals(List.of("started"), happened);
        sandbox.status();
        sandbox.prepare();
        sandbox.wrap(Path.of("/w"), List.of(), List.of("true"), ShellAccess.STANDARD);
        assertEquals(List.of("started", "verdict of probe"), happened);
    }

    @Test
    void itsFirstUseStartsTheProbeAndTakesTheVerdict() {
        assertEquals(SandboxStatus.State.UNAVAILABLE, sandbox.status().state());
        sandbox.endsItsProcessesWithTheCommand();
        assertEquals(List.of("started", "verdict of probe"), happened);
    }
}
