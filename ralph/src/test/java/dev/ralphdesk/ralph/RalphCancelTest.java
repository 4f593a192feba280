package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.ralph.testing.RalphStack.continuing;
import static dev.ralphdesk.ralph.testing.RalphStack.ralph;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cancelling a run: the child's turn stops and the run ends cancelled within a second. */
class RalphCancelTest {
    @TempDir
    Path workspace;

    private static void awaitShellStarted(RalphStack stack) {
        long deadline = System.currentTimeMillis() + 10_000;
        while (stack.t.committed(ToolCallStarted.class).stream().noneMatch(e -> e.name().equals("shell"))) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("the child never started its shell");
            }
            Thread.onSpinWait();
        }
    }

    private static SessionId onlyChild(RalphStack stack) {
        List<SessionInfo> children = stack.t.store.list(true).stream()
                .filter(s -> s.kind() == SessionKind.RALPH_CHILD).toList();
        assertEquals(1, children.size());
        return children.get(0).id();
    }

    @Test
    void cancelMidRoundEndsCancelledWithinOneSecondWithTheChildStopped() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(shell("sleep 30"), submit(continuing("a", "b")), text("ok")),
                Map.of())) {
            Agent parent = stack.chat(workspace);
            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("wait a long time"));
            awaitShellStarted(stack);
            SessionId child = onlyChild(stack);
            var childAgent = stack.t.harness.find(child).orElseThrow();

            long start = System.nanoTime();
            assertTrue(stack.service().cancel(run.runId(), CancelReason.PERSON));
            RalphResult result = run.result().get(1, TimeUnit.SECONDS);
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

            assertEquals(RalphOutcome.CANCELLED, result.outcome());
            assertTrue(millis < 1000, "took " + millis + " ms");
            assertTrue(childAgent.isIdle(), "the child stopped");
            assertTrue(stack.t.harness.find(child).isEmpty(), "and was released");
            RunView view = stack.service().runs(parent.sessionId()).get(0);
            assertEquals("cancelled", view.state().label());
            assertEquals(RoundState.FAILED, view.rounds().get(0).state());
            assertEquals("cancelled", view.rounds().get(0).failure().code());
            assertTrue(stack.service().active(run.runId()).isEmpty());
        }
    }

    @Test
    void thePersonsStopOfTheChatCancelsItsBackgroundRunAndTheChildRecordsWhy() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(shell("sleep 30"), submit(continuing("a", "b")), text("ok")),
                Map.of())) {
            Agent parent = stack.chat(workspace);
            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("wait a long time"));
            awaitShellStarted(stack);
            SessionId child = onlyChild(stack);

            parent.cancel(CancelReason.PERSON);
            RalphResult result = run.result().get(2, TimeUnit.SECONDS);

            assertEquals(RalphOutcome.CANCELLED, result.outcome(), "no turn of the chat ran: the stop reached the run");
            dev.ralphdesk.core.session.event.TurnFinished finished = stack.t.store.open(child).events().stream()
                    .map(dev.ralphdesk.core.session.LoggedEvent::event)
                    .filter(dev.ralphdesk.core.session.event.TurnFinished.class::isInstance)
                    .map(dev.ralphdesk.core.session.event.TurnFinished.class::cast).findFirst().orElseThrow();
            assertEquals(TurnOutcome.cancelled(CancelReason.PERSON), finished.outcome());
        }
    }

    @Test
    void aPolicysCancelOfTheChatLeavesItsRunAlone() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(submit(continuing("a", "b")), text("ok"),
                submit(RalphStack.complete("done", "`true` exited 0")), text("ok")), Map.of())) {
            Agent parent = stack.chat(workspace);
            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("two rounds").withMaxRounds(2));

            parent.cancel(CancelReason.GOAL_PAUSE);
            RalphResult result = run.result().get(10, TimeUnit.SECONDS);

            assertTrue(result.outcome() != RalphOutcome.CANCELLED, result.toString());
        }
    }

    @Test
    void stoppingTheParentTurnCancelsTheRunAndTheToolReturnsOnceTheChildStopped() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(ralph("wait", 3), shell("sleep 30"), text("never"),
                text("never")), Map.of())) {
            Agent parent = stack.chat(workspace);
            CompletableFuture<TurnResult> turn = parent.submit(TurnInput.human("start a Ralph run"));
            awaitShellStarted(stack);
            SessionId child = onlyChild(stack);

            long start = System.nanoTime();
            parent.cancel(CancelReason.PERSON);
            TurnResult result = turn.get(2, TimeUnit.SECONDS);
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

            assertEquals(TurnOutcome.Kind.CANCELLED, result.outcome().kind());
            assertTrue(millis < 1500, "took " + millis + " ms");
            assertTrue(stack.t.harness.find(child).isEmpty(), "the child stopped before the tool returned");
            List<ChatMessage> history = parent.history();
            ChatMessage.ToolResult toolResult = (ChatMessage.ToolResult) history.get(2);
            assertEquals("cancelled", Json.parse(toolResult.content()).get("outcome").asText());
            assertTrue(toolResult.error());
        }
    }

    @Test
    void aChildTurnJustStartedWhenTheRunIsCancelledNeverAsksTheModel() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(submit(continuing("a", "b")), text("ok"),
                submit(continuing("c", "d")), text("ok")), Map.of())) {
            Agent parent = stack.chat(workspace);
            java.util.concurrent.atomic.AtomicReference<RalphRun> started = new java.util.concurrent.atomic.AtomicReference<>();
            java.util.concurrent.CountDownLatch known = new java.util.concurrent.CountDownLatch(1);
            stack.t.bus.subscribe(event -> {
                if (event instanceof AgentEvent.Committed turn && turn.event() instanceof TurnStarted
                        && !turn.sessionId().equals(parent.sessionId())) {
                    try {
                        known.await(5, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    started.get().cancel(CancelReason.PERSON);
                }
            });
            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("stop at once"));
            started.set(run);
            known.countDown();

            RalphResult result = run.result().get(5, TimeUnit.SECONDS);
            stack.awaitQuiet();

            assertEquals(RalphOutcome.CANCELLED, result.outcome());
            assertEquals(0, stack.model.requests().size(), "no model request started after the cancel");
        }
    }

    @Test
    void aChildTurnStillQueuedWhenTheRunIsCancelledNeverAsksTheModel() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(text("no report yet"), shell("sleep 30"), text("never"),
                text("never"), text("never")), Map.of())) {
            Agent parent = stack.chat(workspace);
            java.util.concurrent.atomic.AtomicBoolean occupied = new java.util.concurrent.atomic.AtomicBoolean();
            stack.t.bus.subscribe(event -> {
                // While the round's first turn runs, something else queues in the child, so the round's
                // re-ask waits in the queue behind it.
                if (event instanceof AgentEvent.Committed turn && turn.event() instanceof TurnStarted
                        && !turn.sessionId().equals(parent.sessionId())
                        && occupied.compareAndSet(false, true)) {
                    stack.t.harness.find(turn.sessionId()).orElseThrow().submit(TurnInput.human("occupy the child"));
                }
            });
            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("stop at once"));
            awaitShellStarted(stack);

            run.cancel(CancelReason.PERSON);
            RalphResult result = run.result().get(5, TimeUnit.SECONDS);

            assertEquals(RalphOutcome.CANCELLED, result.outcome());
            assertEquals(2, stack.model.requests().size(), "the queued re-ask never reached the model");
        }
    }
}
