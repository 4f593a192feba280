package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.ralph.testing.RalphStack.complete;
import static dev.ralphdesk.ralph.testing.RalphStack.continuing;
import static dev.ralphdesk.ralph.testing.RalphStack.firstUserText;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.ralph.replay.RalphTimeline;
import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.report.ReportStatus;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RalphRoundFinished;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import dev.ralphdesk.ralph.testing.FreezingStore;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run whose process stops mid-round (nothing is committed after that instant) shows as
 * interrupted to a fresh harness over the same log, and resumes from its last good report only
 * when asked. The SQLite variant with a killed JVM lives in desktop-app.
 */
class RalphResumeTest {
    private static final String R1 = "R1-HANDOFF-5d1e";

    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "true");
    }

    @Test
    void anInterruptedRunIsShownInterruptedAndResumesFromItsLastGoodReportOnlyOnRequest() throws Exception {
        InMemorySessionStore[] memory = new InMemorySessionStore[1];
        FreezingStore[] freezing = new FreezingStore[1];
        SessionId session;
        String runId;
        try (RalphStack first = new RalphStack(new ScriptedProvider(ScriptedScenario.of(List.of(
                submit(continuing(R1 + " did the first part", "do the second part")), text("ok"),
                shell("sleep 30")))), Map.of(), catalog -> {
                    memory[0] = new InMemorySessionStore(catalog);
                    freezing[0] = new FreezingStore(memory[0]);
                    return freezing[0];
                }, List.of())) {
            Agent parent = first.chat(workspace);
            session = parent.sessionId();
            RalphRun run = first.service().start(session, RalphRequest.of("two parts").withMaxRounds(5));
            runId = run.runId();
            long deadline = System.currentTimeMillis() + 10_000;
            while (first.t.committed(ToolCallStarted.class).stream()
                    .noneMatch(e -> e.name().equals("shell"))) {
                assertTrue(System.currentTimeMillis() < deadline, "round 2 never started its shell");
                Thread.onSpinWait();
            }
            freezing[0].freeze();
        }
        long lastSeq = memory[0].info(session).orElseThrow().lastSeq();

        try (RalphStack second = new RalphStack(new ScriptedProvider(ScriptedScenario.of(List.of(
                runCheck(), submit(complete("second part done", "sh check.sh exited 0")), text("ok")))), Map.of(),
                catalog -> memory[0], List.of())) {
            RunView reopened = second.service().runs(session).get(0);
            assertEquals(RunState.INTERRUPTED, reopened.state());
            assertEquals(List.of(RoundState.REPORTED, RoundState.INTERRUPTED),
                    reopened.rounds().stream().map(r -> r.state()).toList());
            second.awaitQuiet();
            assertTrue(second.model.requests().isEmpty(), "nothing starts by itself");
            assertEquals(lastSeq, memory[0].info(session).orElseThrow().lastSeq(), "reopening writes nothing");

            RalphResult result = second.service().resume(runId).result().get(30, TimeUnit.SECONDS);

            assertEquals(RalphOutcome.COMPLETE, result.outcome());
            assertEquals(runId, result.runId());
            assertEquals(2, result.roundsStarted());
            String prompt = firstUserText(second.childRequests().get(0));
            assertTrue(prompt.startsWith("Ralph round 2 / 5"), prompt);
            assertTrue(prompt.contains(R1), "the resumed round starts from the last good report");
            RunView after = second.service().runs(session).get(0);
            assertEquals("complete", after.state().label());
            assertEquals(List.of(RoundState.REPORTED, RoundState.INTERRUPTED, RoundState.REPORTED),
                    after.rounds().stream().map(r -> r.state()).toList());
            assertEquals(1, after.resumes());
            RalphException again = assertThrows(RalphException.class, () -> second.service().resume(runId));
            assertEquals(RalphException.Code.RALPH_NOT_RESUMABLE, again.code());
        }
    }

    @Test
    void aRunStoppedByAShutdownIsLeftInterruptedNotCancelled() throws Exception {
        InMemorySessionStore[] memory = new InMemorySessionStore[1];
        RalphStack first = new RalphStack(new ScriptedProvider(ScriptedScenario.of(List.of(shell("sleep 30")))),
                Map.of(), catalog -> memory[0] = new InMemorySessionStore(catalog), List.of());
        Agent parent = first.chat(workspace);
        RalphRun run = first.service().start(parent.sessionId(), RalphRequest.of("long"));
        long deadline = System.currentTimeMillis() + 10_000;
        while (first.t.committed(ToolCallStarted.class).isEmpty()) {
            assertTrue(System.currentTimeMillis() < deadline, "the child never started its shell");
            Thread.onSpinWait();
        }

        first.close();
        RalphResult result = run.result().get(10, TimeUnit.SECONDS);

        assertEquals(RalphOutcome.CANCELLED, result.outcome(), "in this process the run just stopped");
        assertTrue(result.reason().startsWith("interrupted:"), result.reason());
        RunView view = RalphTimeline.fold(memory[0].open(parent.sessionId()).events(), Set.of()).get(0);
        assertEquals(RunState.INTERRUPTED, view.state(), "nothing was written to close it");
        assertEquals(List.of(RoundState.INTERRUPTED), view.rounds().stream().map(r -> r.state()).toList());
    }

    @Test
    void anUnknownRunCannotBeResumed() {
        try (RalphStack stack = new RalphStack(List.of(), Map.of())) {
            RalphException e = assertThrows(RalphException.class, () -> stack.service().resume("no-such-run"));
            assertEquals(RalphException.Code.RALPH_RUN_NOT_FOUND, e.code());
        }
    }

    @Test
    void aForkKeepsACopyOfAnInterruptedRunButOnlyTheSessionItStartedInResumesIt() throws Exception {
        InMemorySessionStore[] memory = new InMemorySessionStore[1];
        FreezingStore[] freezing = new FreezingStore[1];
        SessionId session;
        String runId;
        try (RalphStack first = new RalphStack(new ScriptedProvider(ScriptedScenario.of(List.of(
                submit(continuing(R1 + " did the first part", "do the second part")), text("ok"),
                shell("sleep 30")))), Map.of(), catalog -> {
                    memory[0] = new InMemorySessionStore(catalog);
                    freezing[0] = new FreezingStore(memory[0]);
                    return freezing[0];
                }, List.of())) {
            Agent parent = first.chat(workspace);
            session = parent.sessionId();
            runId = first.service().start(session, RalphRequest.of("two parts").withMaxRounds(5)).runId();
            long deadline = System.currentTimeMillis() + 10_000;
            while (first.t.committed(ToolCallStarted.class).stream()
                    .noneMatch(e -> e.name().equals("shell"))) {
                assertTrue(System.currentTimeMillis() < deadline, "round 2 never started its shell");
                Thread.onSpinWait();
            }
            freezing[0].freeze();
        }
        SessionId fork = memory[0].fork(session, memory[0].info(session).orElseThrow().lastSeq()).id();

        try (RalphStack second = new RalphStack(new ScriptedProvider(ScriptedScenario.of(List.of(
                runCheck(), submit(complete("second part done", "sh check.sh exited 0")), text("ok")))), Map.of(),
                catalog -> memory[0], List.of())) {
            RunView copy = second.service().runs(fork).get(0);
            assertEquals(RunState.INTERRUPTED, copy.state(), "the fork shows the copy");
            assertTrue(!copy.belongsTo(fork) && copy.belongsTo(session));

            RalphException refused = assertThrows(RalphException.class, () -> second.service().resume(fork, runId));
            var command = ((dev.ralphdesk.core.harness.Harness.Input.CommandRan) second.t.harness.input(fork,
                    "/ralph resume " + runId)).result();

            assertEquals(RalphException.Code.RALPH_NOT_RESUMABLE, refused.code());
            assertTrue(!command.ok() && command.output().contains("copied into this session by a fork"),
                    command.output());
            assertEquals(session, second.service().sessionOf(runId).orElseThrow(), "the run is its own session's");
            assertTrue(second.model.requests().isEmpty());

            RalphResult result = second.service().resume(runId).result().get(30, TimeUnit.SECONDS);

            assertEquals(RalphOutcome.COMPLETE, result.outcome());
            assertEquals("complete", second.service().runs(session).get(0).state().label());
            assertEquals(RunState.INTERRUPTED, second.service().runs(fork).get(0).state(), "the fork's copy stays");
        }
    }

    @Test
    void aRunStoppedAfterItsCertifiedLastRoundFinishesWithThatOutcomeOnResumeWithoutRedoingWork() throws Exception {
        InMemorySessionStore[] memory = new InMemorySessionStore[1];
        FreezingStore[] freezing = new FreezingStore[1];
        SessionId session;
        String runId;
        try (RalphStack first = new RalphStack(new ScriptedProvider(ScriptedScenario.of(List.of(
                submit(continuing(R1 + " did the first part", "do the second part")), text("ok"),
                runCheck(), submit(complete("second part done", "sh check.sh exited 0")), text("ok")))), Map.of(),
                catalog -> {
                    memory[0] = new InMemorySessionStore(catalog);
                    freezing[0] = new FreezingStore(memory[0]);
                    freezing[0].freezeAfter(event -> event instanceof RalphRoundFinished finished
                            && finished.report() != null && finished.report().status() == ReportStatus.COMPLETE);
                    return freezing[0];
                }, List.of())) {
            Agent parent = first.chat(workspace);
            session = parent.sessionId();
            RalphRun run = first.service().start(session, RalphRequest.of("two parts").withMaxRounds(5));
            runId = run.runId();
            run.result().get(30, TimeUnit.SECONDS);
        }

        try (RalphStack second = new RalphStack(new ScriptedProvider(ScriptedScenario.of(List.of(
                text("nothing to do")))), Map.of(), catalog -> memory[0], List.of())) {
            RunView reopened = second.service().runs(session).get(0);
            assertEquals(RunState.INTERRUPTED, reopened.state());
            assertEquals(List.of(RoundState.REPORTED, RoundState.REPORTED),
                    reopened.rounds().stream().map(r -> r.state()).toList());

            RalphResult result = second.service().resume(runId).result().get(5, TimeUnit.SECONDS);

            assertEquals(RalphOutcome.COMPLETE, result.outcome());
            assertEquals(2, result.roundsStarted());
            assertEquals(reopened.rounds().get(1).certifiedBy(), result.certifiedBy());
            assertEquals("second part done", result.report().summary());
            assertTrue(second.model.requests().isEmpty(), "no round was run again");
            RunView after = second.service().runs(session).get(0);
            assertEquals("complete", after.state().label());
            assertEquals(2, after.rounds().size());
            assertEquals(result, after.result());
        }
    }
}
