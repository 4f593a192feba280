package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.ralph.testing.RalphStack.blocked;
import static dev.ralphdesk.ralph.testing.RalphStack.continuing;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import dev.ralphdesk.ralph.service.RalphRunListener;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The service API the UI binds to: the live round stream, one run per session, and /ralph. */
class RalphServiceTest {
    @TempDir
    Path workspace;

    @Test
    void roundsStreamLiveToSubscribersAndLateSubscribersGetThemReplayed() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(
                shell("sleep 0.3"), submit(continuing("one", "two")), text("ok"),
                submit(blocked("two", "stuck")), text("ok")), Map.of())) {
            Agent parent = stack.chat(workspace);
            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("go").withMaxRounds(3));
            List<String> live = new CopyOnWriteArrayList<>();
            run.subscribe(new RalphRunListener() {
                @Override
                public void roundStarted(RoundView round) {
                    live.add("started " + round.round());
                }

                @Override
                public void roundFinished(RoundView round) {
                    live.add("finished " + round.round() + " " + round.report().status().wire());
                }

                @Override
                public void runFinished(RalphResult result) {
                    live.add("run " + result.outcome().wire());
                }
            });
            RalphResult result = run.result().get(30, TimeUnit.SECONDS);
            long deadline = System.currentTimeMillis() + 5000;
            while (!live.contains("run blocked") && System.currentTimeMillis() < deadline) {
                Thread.sleep(5);
            }

            assertEquals(RalphOutcome.BLOCKED, result.outcome());
            assertEquals(List.of("started 1", "finished 1 continue", "started 2", "finished 2 blocked", "run blocked"),
                    live);
            List<String> late = new CopyOnWriteArrayList<>();
            run.subscribe(new RalphRunListener() {
                @Override
                public void roundFinished(RoundView round) {
                    late.add("finished " + round.round());
                }

                @Override
                public void runFinished(RalphResult value) {
                    late.add("run " + value.outcome().wire());
                }
            });
            assertEquals(List.of("finished 1", "finished 2", "run blocked"), late);
            RunView current = run.view().orElseThrow();
            RunView replayed = stack.service().runs(parent.sessionId()).get(0);
            assertEquals(replayed.result(), current.result(), "the live view equals the replayed one");
            assertEquals(replayed.rounds().stream().map(RalphServiceTest::withoutTime).toList(),
                    current.rounds().stream().map(RalphServiceTest::withoutTime).toList());
        }
    }

    @Test
    void theTimelineHearsOfRunsTheModelStarts() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(RalphStack.ralph("go", 2),
                submit(blocked("x", "stuck")), text("ok"), text("parent done")), Map.of())) {
            List<String> heard = new CopyOnWriteArrayList<>();
            stack.service().onRunStarted(run -> run.subscribe(new RalphRunListener() {
                @Override
                public void roundFinished(RoundView round) {
                    heard.add(run.runId() + " round " + round.round());
                }
            }));
            Agent parent = stack.chat(workspace);
            parent.submit(dev.ralphdesk.core.plugin.TurnInput.human("run it")).get(30, TimeUnit.SECONDS);

            String runId = stack.service().runs(parent.sessionId()).get(0).runId();
            assertEquals(List.of(runId + " round 1"), heard);
        }
    }

    @Test
    void oneRunAtATimePerSession() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(shell("sleep 30")), Map.of())) {
            Agent parent = stack.chat(workspace);
            RalphRun first = stack.service().start(parent.sessionId(), RalphRequest.of("first"));

            RalphException e = assertThrows(RalphException.class,
                    () -> stack.service().start(parent.sessionId(), RalphRequest.of("second")));

            assertEquals(RalphException.Code.RALPH_RUN_ACTIVE, e.code());
            first.cancel(CancelReason.PERSON);
            assertEquals(RalphOutcome.CANCELLED, first.result().get(5, TimeUnit.SECONDS).outcome());
        }
    }

    @Test
    void noRunStartsWhileTheSessionsAgentIsWorking() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(shell("sleep 30"), text("never")), Map.of())) {
            Agent parent = stack.chat(workspace);
            java.util.concurrent.CompletableFuture<dev.ralphdesk.core.plugin.TurnResult> turn =
                    parent.submit(dev.ralphdesk.core.plugin.TurnInput.human("work on it yourself"));
            long deadline = System.currentTimeMillis() + 10_000;
            while (stack.t.committed(ToolCallStarted.class).isEmpty()) {
                assertTrue(System.currentTimeMillis() < deadline, "the parent never started its shell");
                Thread.onSpinWait();
            }

            RalphException e = assertThrows(RalphException.class,
                    () -> stack.service().start(parent.sessionId(), RalphRequest.of("in the background")));
            CommandResult command = run(stack.t.harness, parent, "/ralph in the background");

            assertEquals(RalphException.Code.RALPH_SESSION_BUSY, e.code());
            assertFalse(command.ok());
            assertTrue(command.output().startsWith("RALPH_SESSION_BUSY"), command.output());
            assertTrue(stack.service().runs(parent.sessionId()).isEmpty(), "nothing started");
            parent.cancel(CancelReason.PERSON);
            turn.get(5, TimeUnit.SECONDS);
            assertEquals(List.of(), stack.childRequests());
        }
    }

    @Test
    void theToolRefusesASecondRunWhileOneIsGoing() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(shell("sleep 30"), RalphStack.ralph("another", 2),
                text("parent done")), Map.of())) {
            Agent parent = stack.chat(workspace);
            RalphRun first = stack.service().start(parent.sessionId(), RalphRequest.of("first"));
            long deadline = System.currentTimeMillis() + 10_000;
            while (stack.t.committed(ToolCallStarted.class).isEmpty()) {
                assertTrue(System.currentTimeMillis() < deadline, "the child never started its shell");
                Thread.onSpinWait();
            }

            parent.submit(dev.ralphdesk.core.plugin.TurnInput.human("start another")).get(30, TimeUnit.SECONDS);

            dev.ralphdesk.core.model.ChatMessage.ToolResult refused = parent.history().stream()
                    .filter(m -> m instanceof dev.ralphdesk.core.model.ChatMessage.ToolResult)
                    .map(m -> (dev.ralphdesk.core.model.ChatMessage.ToolResult) m).findFirst().orElseThrow();
            assertTrue(refused.error());
            assertTrue(refused.content().contains("RALPH_RUN_ACTIVE"), refused.content());
            assertEquals(1, stack.service().runs(parent.sessionId()).size());
            first.cancel(CancelReason.PERSON);
            assertEquals(RalphOutcome.CANCELLED, first.result().get(5, TimeUnit.SECONDS).outcome());
        }
    }

    @Test
    void throwingListenersNeitherFailTheRunNorLeaveItActive() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(submit(continuing("one", "two")), text("ok"),
                submit(blocked("two", "stuck")), text("ok")), Map.of())) {
            Agent parent = stack.chat(workspace);
            List<String> heard = new CopyOnWriteArrayList<>();
            stack.service().onRunStarted(run -> {
                run.subscribe(new RalphRunListener() {
                    @Override
                    public void changed(RunView view) {
                        throw new IllegalStateException("UI listener broke");
                    }

                    @Override
                    public void runFinished(RalphResult result) {
                        throw new IllegalStateException("UI listener broke at the end");
                    }
                });
                throw new IllegalStateException("start listener broke");
            });
            stack.service().onRunStarted(run -> run.subscribe(new RalphRunListener() {
                @Override
                public void roundFinished(RoundView round) {
                    heard.add("finished " + round.round());
                }
            }));

            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("go").withMaxRounds(3));
            RalphResult result = run.result().get(30, TimeUnit.SECONDS);

            assertEquals(RalphOutcome.BLOCKED, result.outcome());
            assertEquals(List.of("finished 1", "finished 2"), heard, "the other listeners still hear every round");
            assertTrue(stack.service().active(run.runId()).isEmpty(), "the run is not left active");
            assertTrue(stack.service().activeIn(parent.sessionId()).isEmpty());
        }
    }

    @Test
    void slashRalphStartsInTheBackgroundAndNothingEntersTheModelHistory() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(submit(blocked("x", "need a person")), text("ok")), Map.of())) {
            Harness harness = stack.t.harness;
            Agent parent = stack.chat(workspace);

            CommandResult empty = run(harness, parent, "/ralph");
            CommandResult started = run(harness, parent, "/ralph cancel the flaky test");
            RalphRun run = stack.service().activeIn(parent.sessionId()).orElse(null);
            if (run != null) {
                run.result().get(30, TimeUnit.SECONDS);
            }
            CommandResult status = run(harness, parent, "/ralph");
            CommandResult cancel = run(harness, parent, "/ralph CANCEL");

            assertEquals("No Ralph runs in this session. Start one with /ralph <objective>.", empty.output());
            assertTrue(started.ok());
            assertTrue(started.output().startsWith("Started Ralph run "), started.output());
            assertTrue(status.output().contains("· blocked · 1/256 rounds · \"cancel the flaky test\""), status.output());
            assertFalse(cancel.ok());
            assertEquals("No Ralph run is going in this session.", cancel.output());
            assertTrue(parent.history().isEmpty(), "command output never reaches the model");
        }
    }

    private static RoundView withoutTime(RoundView r) {
        return new RoundView(r.round(), r.childSessionId(), r.state(), null, r.report(), r.failure(), r.durationMs(),
                r.usage(), r.costUsd(), r.filesChanged(), r.filesChangedCount(), r.verifier(), r.certifiedBy(), r.turns());
    }

    private static CommandResult run(Harness harness, Agent agent, String line) {
        return ((Harness.Input.CommandRan) harness.input(agent.sessionId(), line)).result();
    }
}
