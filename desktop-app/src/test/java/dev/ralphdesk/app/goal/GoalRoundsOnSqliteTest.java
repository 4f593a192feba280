package dev.ralphdesk.app.goal;

import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.withTokens;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Keyless real-stack goal scenarios on SQLite: how rounds run, complete and stop. */
class GoalRoundsOnSqliteTest {
    @TempDir
    Path data;
    @TempDir
    Path workspace;

    @Test
    void goalCompletesInThreeRoundsWithPassingEvidence() throws Exception {
        java.nio.file.Files.writeString(workspace.resolve("check.sh"), "test -f done.txt\n");
        try (SqliteGoalStack s = new SqliteGoalStack(data, workspace,
                shell("sh check.sh"), text("Not yet."),
                write("done.txt", "ok\n"), text("Wrote it."),
                shell("sh check.sh"), text("Verified.\n<promise>DONE</promise>"),
                text("Finished."))) {
            Agent agent = s.chat();
            assertTrue(s.t.harness.commands().dispatch(agent, "/goal create done.txt").ok());
            s.awaitIdle(agent);

            GoalView view = s.service.view(agent.sessionId());
            assertEquals(new GoalCompletion("verifier passed", "`sh check.sh` passed (exit 0)", 3),
                    view.goal().completion());
            assertEquals(List.of("goal-1#1", "goal-1#2", "goal-1#3", "system"), s.origins(agent.sessionId()));
            assertEquals(7, s.provider.requests().size());
            assertEquals(List.of(), s.provider.requests().get(6).tools());
            assertEquals("complete", s.t.store.info(agent.sessionId()).orElseThrow().column("goalPhase"));
        }
    }

    @Test
    void prematureDoneIsRefusedAndAcceptedAfterTheTestsPass() throws Exception {
        java.nio.file.Files.writeString(workspace.resolve("check.sh"), "test -f done.txt\n");
        try (SqliteGoalStack s = new SqliteGoalStack(data, workspace, text("Done! <promise>DONE</promise>"),
                write("done.txt", "ok\n"), shell("sh check.sh"), text("Verified. <promise>DONE</promise>"),
                text("Closing."))) {
            Agent agent = s.chat();
            assertTrue(s.t.harness.commands().dispatch(agent, "/goal create done.txt").ok());
            s.awaitIdle(agent);

            assertTrue(s.provider.requests().get(1).lastUserText().contains("Your last completion claim was refused — "
                    + "Completion refused: no verifier has run in this round"));
            assertEquals(GoalPhase.COMPLETE, s.service.view(agent.sessionId()).goal().phase());
            assertEquals(2, s.service.view(agent.sessionId()).roundsStarted());
        }
    }

    @Test
    void theCapBlocksWithRoundLimit() throws Exception {
        java.nio.file.Files.writeString(workspace.resolve("test.sh"), "exit 1\n");
        try (SqliteGoalStack s = new SqliteGoalStack(data, workspace, shell("sh test.sh"), text("Failing."),
                shell("sh test.sh"), text("Still failing."), text("Stopped at the cap."))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("fix it").withMaxGoalRounds(2)).ok());
            s.awaitIdle(agent);

            assertEquals(new BlockReason("round-limit", "stopped after 2 rounds (the cap) before the completion gate "
                    + "was satisfied; last evidence: `sh test.sh` failed (exit 1)"),
                    s.service.view(agent.sessionId()).goal().blockedReason());
            assertEquals(5, s.provider.requests().size());
        }
    }

    @Test
    void aTokenBudgetBlocksThenExtendResumes() throws Exception {
        java.nio.file.Files.writeString(workspace.resolve("check.sh"), "true\n");
        try (SqliteGoalStack s = new SqliteGoalStack(data, workspace, withTokens(text("one"), 80, 30), text("Budget."),
                shell("sh check.sh"), text("Verified. <promise>DONE</promise>"), text("Done."))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("finish")
                    .withBudgets(new GoalBudgets(100L, null, null))).ok());
            s.awaitIdle(agent);
            GoalView blocked = s.service.view(agent.sessionId());
            assertEquals("budget-tokens", blocked.goal().blockedReason().code());

            assertTrue(s.service.extend(agent.sessionId(), blocked.goal().ref(), BudgetExtension.tokens(10_000)).ok());
            s.awaitIdle(agent);
            assertEquals(GoalPhase.COMPLETE, s.service.view(agent.sessionId()).goal().phase());
            assertEquals(List.of("goal-1#1", "system", "goal-1#2", "system"), s.origins(agent.sessionId()));
        }
    }

    @Test
    void aRateLimitBlocksWithUsageLimited() throws Exception {
        try (SqliteGoalStack s = new SqliteGoalStack(data, workspace, Scripts.fail("rate-limit"), text("never"))) {
            Agent agent = s.chat();
            assertTrue(s.t.harness.commands().dispatch(agent, "/goal ship it").ok());
            s.awaitIdle(agent);

            assertEquals("usage-limited", s.service.view(agent.sessionId()).goal().blockedReason().code());
            assertEquals(1, s.provider.requests().size());
        }
    }

    @Test
    void noProgressBlocksAfterThreeRounds() throws Exception {
        try (SqliteGoalStack s = new SqliteGoalStack(data, workspace, text("Hmm."), text("Hmm."), text("Hmm."),
                text("Stuck."))) {
            Agent agent = s.chat();
            assertTrue(s.t.harness.commands().dispatch(agent, "/goal improve the parser").ok());
            s.awaitIdle(agent);

            assertEquals(BlockReason.NO_PROGRESS, s.service.view(agent.sessionId()).goal().blockedReason().code());
            assertEquals(3, s.service.view(agent.sessionId()).roundsStarted());
        }
    }

    @Test
    void compactRoundsSendNoEarlierMessages() throws Exception {
        try (SqliteGoalStack s = new SqliteGoalStack(data, workspace, text("Hi."), shell("echo one"),
                text("Round one."), text("Round two."), text("Closing."))) {
            Agent agent = s.chat();
            SessionId id = agent.sessionId();
            agent.submit(TurnInput.human("hello there")).get(10, TimeUnit.SECONDS);
            assertTrue(s.service.create(id, GoalDraft.of("polish").withContinuation(ContinuationMode.COMPACT)
                    .withMaxGoalRounds(2)).ok());
            s.awaitIdle(agent);

            List<ModelRequest> requests = s.provider.requests();
            assertEquals(1, requests.get(1).messages().size());
            assertEquals(3, requests.get(2).messages().size());
            assertEquals(1, requests.get(3).messages().size());
            assertTrue(requests.get(3).lastUserText().contains("echo one"));
            for (ModelRequest round : requests.subList(1, 4)) {
                assertTrue(round.messages().stream().noneMatch(m -> m.toString().contains("hello there")));
            }
        }
    }
}
