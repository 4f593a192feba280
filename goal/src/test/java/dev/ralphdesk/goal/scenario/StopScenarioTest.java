package dev.ralphdesk.goal.scenario;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.slow;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.withTokens;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ways a goal stops: pause, a human message in between, the cap, budgets, rate limits. */
class StopScenarioTest {
    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "true");
    }

    @Test
    void pauseWhileARoundRunsCancelsItAndNoFurtherRoundEverStarts() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, slow("Working on it, step by step, for a long while...", 40),
                text("must never be requested"))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal keep polishing the docs").ok());
            awaitTextDelta(s);

            assertTrue(s.command(agent, "/goal pause").ok());
            s.awaitQuiet();

            GoalView view = s.view(agent.sessionId());
            assertEquals(GoalPhase.PAUSED, view.goal().phase());
            assertFalse(view.armed());
            assertEquals(1, s.requests().size(), "no model request after the pause");
            assertEquals(List.of("goal-1#1"), s.origins(agent.sessionId()));
            TurnFinished finished = s.events(agent.sessionId()).stream().filter(TurnFinished.class::isInstance)
                    .map(TurnFinished.class::cast).reduce((a, b) -> b).orElseThrow();
            assertEquals(TurnOutcome.cancelled(CancelReason.GOAL_PAUSE), finished.outcome(),
                    "the round records why it was cancelled");
        }
    }

    @Test
    void stoppingARoundWithCancelPausesTheGoal() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, slow("A long answer that streams slowly...", 40))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal keep polishing the docs").ok());
            awaitTextDelta(s);

            agent.cancel(CancelReason.PERSON);
            s.awaitQuiet();

            GoalView view = s.view(agent.sessionId());
            assertEquals(GoalPhase.PAUSED, view.goal().phase());
            assertFalse(view.armed());
            assertEquals(1, s.requests().size());
            TurnFinished finished = s.events(agent.sessionId()).stream().filter(TurnFinished.class::isInstance)
                    .map(TurnFinished.class::cast).reduce((a, b) -> b).orElseThrow();
            assertEquals(TurnOutcome.cancelled(CancelReason.PERSON), finished.outcome());
            assertEquals(List.of("Goal paused: stopped by the person."), s.t.committed(NoticePosted.class).stream()
                    .map(NoticePosted::text).toList(), "one road: the stop pauses the goal once");
        }
    }

    @Test
    void humanMessageDuringAReservationWins() throws Exception {
        AtomicBoolean sent = new AtomicBoolean();
        Plugin interjector = TestHarness.hook(new TurnHook() {
            @Override
            public void afterTurn(AgentHandle agent, TurnResult result) {
                if (result.origin() instanceof InputOrigin.Goal && sent.compareAndSet(false, true)) {
                    agent.submit(TurnInput.human("What is the status?"));
                }
            }
        });
        try (GoalStack s = GoalStack.with(workspace, Map.of(), List.of(interjector),
                text("round one"), text("Status: round one is done."), text("round two"), text("Closing."))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("tidy up").withMaxGoalRounds(2)).ok());
            s.awaitIdle(agent);

            assertEquals(List.of("goal-1#1", "human", "goal-1#2", "system"), s.origins(agent.sessionId()));
            assertEquals(4, s.requests().size(), "the stale reservation made no model call");
            assertEquals("What is the status?", s.requests().get(1).lastUserText());
            assertEquals(BlockReason.ROUND_LIMIT, s.view(agent.sessionId()).goal().blockedReason().code());
        }
    }

    @Test
    void theCapBlocksWithRoundLimitAndSaysSoWithTheLastEvidence() throws Exception {
        java.nio.file.Files.writeString(workspace.resolve("test.sh"), "exit 3\n");
        try (GoalStack s = GoalStack.of(workspace, shell("sh test.sh"), text("Tests still fail."),
                shell("sh test.sh"), text("Still failing."), text("I stopped: the cap was reached."))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("make the tests pass").withMaxGoalRounds(2))
                    .ok());
            s.awaitIdle(agent);

            GoalView view = s.view(agent.sessionId());
            assertEquals(new BlockReason(BlockReason.ROUND_LIMIT, "stopped after 2 rounds (the cap) before the "
                    + "completion gate was satisfied; last evidence: `sh test.sh` failed (exit 3)"),
                    view.goal().blockedReason());
            assertEquals(2, view.roundsStarted());
            assertEquals(5, s.requests().size(), "two rounds of two steps, then one closing request");
            assertTrue(s.t.committed(NoticePosted.class).stream().anyMatch(n -> n.text().equals(
                    "Goal blocked (round-limit): " + view.goal().blockedReason().message())));
        }
    }

    @Test
    void tokenBudgetBlocksThenExtendResumes() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, withTokens(text("round one"), 80, 30), text("Out of budget."),
                runCheck(), text("Verified. <promise>DONE</promise>"), text("Done."))) {
            Agent agent = s.chat();
            GoalDraft draft = GoalDraft.of("finish").withBudgets(new GoalBudgets(100L, null, null));
            assertTrue(s.service.create(agent.sessionId(), draft).ok());
            s.awaitIdle(agent);
            GoalView blocked = s.view(agent.sessionId());
            assertEquals(BlockReason.BUDGET_TOKENS, blocked.goal().blockedReason().code());
            assertEquals(110, blocked.usage().tokens());

            assertTrue(s.service.extend(agent.sessionId(), blocked.goal().ref(), BudgetExtension.tokens(100_000)).ok());
            s.awaitIdle(agent);

            GoalView done = s.view(agent.sessionId());
            assertEquals(GoalPhase.COMPLETE, done.goal().phase());
            assertEquals(List.of("goal-1#1", "system", "goal-1#2", "system"), s.origins(agent.sessionId()));
        }
    }

    @Test
    void aRateLimitBlocksWithUsageLimitedAndNoClosingRequest() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, Scripts.fail("rate-limit"), text("never"))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal ship it").ok());
            s.awaitIdle(agent);

            GoalView view = s.view(agent.sessionId());
            assertEquals(BlockReason.USAGE_LIMITED, view.goal().blockedReason().code());
            assertEquals(1, s.requests().size());
        }
    }

    @Test
    void stopBetweenRoundsPausesTheGoalAndNoFurtherRoundStarts() throws Exception {
        AtomicBoolean stopped = new AtomicBoolean();
        Plugin escBetweenRounds = TestHarness.hook(new TurnHook() {
            @Override
            public void afterTurn(AgentHandle agent, TurnResult result) {
                // runs after the goal's settlement reserved round 2: the person presses Stop, no turn running
                if (result.origin() instanceof InputOrigin.Goal && stopped.compareAndSet(false, true)) {
                    agent.cancel(CancelReason.PERSON);
                }
            }
        });
        try (GoalStack s = GoalStack.with(workspace, Map.of(), List.of(escBetweenRounds), text("round one"),
                text("must never be requested"))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal keep polishing the docs").ok());
            s.awaitQuiet();

            GoalView view = s.view(agent.sessionId());
            assertEquals(GoalPhase.PAUSED, view.goal().phase());
            assertFalse(view.armed());
            assertEquals(1, s.requests().size(), "no round after Stop");
            assertEquals(List.of("goal-1#1"), s.origins(agent.sessionId()));
        }
    }

    @Test
    void stopWhileAClaimsCheckCommandRunsInterruptsItAndPausesTheGoal() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, runCheck(), text("Verified. <promise>DONE</promise>"),
                text("must never be requested"))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("make it pass")
                    .withCheck("touch check-started; sleep 20")).ok());
            long deadline = System.currentTimeMillis() + 10_000;
            while (!java.nio.file.Files.exists(workspace.resolve("check-started"))) {
                assertTrue(System.currentTimeMillis() < deadline, "the check command never started");
                Thread.sleep(10);
            }
            long stoppedAt = System.currentTimeMillis();
            agent.cancel(CancelReason.PERSON);
            s.awaitIdle(agent);

            assertTrue(System.currentTimeMillis() - stoppedAt < 10_000, "the check command ran on after Stop");
            GoalView view = s.view(agent.sessionId());
            assertEquals(GoalPhase.PAUSED, view.goal().phase());
            assertFalse(view.armed());
            assertEquals(2, s.requests().size(), "no round and no closing request after Stop");
        }
    }

    @Test
    void aDefectEscapingTheLoopBlocksTheGoalWithTurnError() throws Exception {
        Plugin broken = TestHarness.hook(new TurnHook() {
            @Override
            public dev.ralphdesk.core.model.ModelRequest shapeRequest(dev.ralphdesk.core.plugin.TurnContext turn,
                    dev.ralphdesk.core.model.ModelRequest request) {
                throw new IllegalStateException("boom");
            }
        });
        try (GoalStack s = GoalStack.with(workspace, Map.of(), List.of(broken), text("never"))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal ship it").ok());
            s.awaitIdle(agent);

            GoalView view = s.view(agent.sessionId());
            assertEquals(GoalPhase.BLOCKED, view.goal().phase());
            assertEquals(BlockReason.TURN_ERROR, view.goal().blockedReason().code());
            assertTrue(view.goal().blockedReason().message().contains("(internal)"),
                    view.goal().blockedReason().message());
            assertEquals(0, s.requests().size(), "no model call, and no closing request after a failure");
            assertEquals(List.of("goal-1#1"), s.origins(agent.sessionId()));
        }
    }

    static void awaitTextDelta(GoalStack s) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        while (s.t.events(AgentEvent.TextDelta.class).isEmpty()) {
            assertTrue(System.currentTimeMillis() < deadline, "no text streamed");
            Thread.sleep(5);
        }
    }
}
