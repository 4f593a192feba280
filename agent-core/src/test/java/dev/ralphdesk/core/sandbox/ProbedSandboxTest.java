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
    void aheadOfTheProbeAProcessIsItsTrialAndTheProbeStartsOnlyIfItDidNotComeUp() {
        Sandbox candidate = Sandbox.none(SandboxStatus.State.UNAVAILABLE, "candidate");
        ProbedSandbox<String> tried = new ProbedSandbox<>(() -> {
            happened.add("started");
            return "probe";
        }, up -> {
            happened.add("trial");
            up.thenAccept(cameUp -> happened.add(cameUp ? "came up" : "probe started"));
            return "trial";
        }, candidate, probe -> {
            happened.add("verdict of " + probe);
            return candidate;
        });

        Sandbox.Ahead ahead = tried.ahead();
        tried.prepare();
        ahead.cameUp(false);
        tried.status();

        assertEquals(candidate, ahead.sandbox());
        assertEquals(List.of("trial", "probe started", "verdict of trial"), happened);
        assertEquals(candidate, tried.ahead().sandbox());
        assertEquals(List.of("trial", "probe started", "verdict of trial"), happened);
    }

    @Test
    void itsFirstUseStartsTheProbeAndTakesTheVerdict() {
        assertEquals(SandboxStatus.State.UNAVAILABLE, sandbox.status().state());
        sandbox.endsItsProcessesWithTheCommand();
        assertEquals(List.of("started", "verdict of probe"), happened);
    }
}
