package dev.ralphdesk.goal.scenario;

import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.withTokens;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.goal.GoalPlugin;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.domain.GoalErrorCode;
import dev.ralphdesk.goal.service.GoalResult;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cost budget (from the provider price table) and the wall-time budget of goal rounds. */
class BudgetScenarioTest {
    @TempDir
    Path workspace;

    @Test
    void theCostBudgetBlocksWithBudgetCost() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(
                withTokens(text("one"), 1_000_000, 0), withTokens(text("two"), 1_000_000, 0), text("Closing."))));
        HarnessOptions options = HarnessOptions.defaults();
        options = new HarnessOptions(options.agentConfig(), new PriceTable(Map.of("scripted",
                new PriceTable.Price(0.5, 2.0))), options.approval(), options.config());
        GoalPlugin plugin = new GoalPlugin(new BashCommandRunner());
        try (TestHarness t = new TestHarness(provider, options, List.of(new WorkspacePlugin(), plugin))) {
            Agent agent = t.harness.createChat("cost", workspace);
            assertTrue(plugin.service().create(agent.sessionId(), GoalDraft.of("spend wisely")
                    .withBudgets(new GoalBudgets(null, 0.75, null))).ok());
            assertTrue(agent.awaitIdle(30_000));

            GoalView view = plugin.service().view(agent.sessionId());
            assertEquals(new BlockReason(BlockReason.BUDGET_COST, "stopped at the cost budget: spent $1.0000 of "
                    + "$0.7500; no verifier evidence yet"), view.goal().blockedReason());
            assertEquals(2, view.roundsStarted());
            assertEquals(1.0, view.usage().costUsd(), 1e-9);
        }
    }

    @Test
    void aCostBudgetForAModelWithoutPriceIsRefusedAtCreationEditAndExtension() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(text("one"))));
        GoalPlugin plugin = new GoalPlugin(new BashCommandRunner());
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(new WorkspacePlugin(),
                plugin))) {
            Agent agent = t.harness.createChat("unpriced", workspace);
            GoalResult created = plugin.service().create(agent.sessionId(), GoalDraft.of("spend wisely")
                    .withBudgets(new GoalBudgets(null, 1.0, null)));
            assertEquals(new GoalResult.Failed(GoalErrorCode.GOAL_COST_UNKNOWN, "A cost budget needs the price of the "
                    + "model 'scripted', and none is known: add it to settings.json as \"prices\": {\"scripted\": "
                    + "{\"input\": …, \"cachedInput\": …, \"output\": …}} (US dollars per million tokens), or set a "
                    + "token budget instead."), created);
            assertFalse(plugin.service().view(agent.sessionId()).hasGoal());

            assertTrue(plugin.service().create(agent.sessionId(), GoalDraft.of("spend wisely")
                    .withBudgets(new GoalBudgets(1_000L, null, null))).ok());
            plugin.service().pause(agent.sessionId(), null);
            GoalResult edited = plugin.service().edit(agent.sessionId(), null, new GoalEdit(null, null, null,
                    new GoalBudgets(1_000L, 2.0, null), null, null));
            assertEquals(GoalErrorCode.GOAL_COST_UNKNOWN, ((GoalResult.Failed) edited).code());
            GoalResult extended = plugin.service().extend(agent.sessionId(), null,
                    new BudgetExtension(null, null, 2.0, null));
            assertEquals(GoalErrorCode.GOAL_COST_UNKNOWN, ((GoalResult.Failed) extended).code());
            assertEquals(new GoalBudgets(1_000L, null, null), plugin.service().view(agent.sessionId()).goal().budgets());
        }
    }

    @Test
    void theWallTimeBudgetBlocksWithBudgetTime() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(text("one"), text("two"),
                text("Closing."))));
        GoalPlugin plugin = new GoalPlugin(new BashCommandRunner(), new SteppingClock(Duration.ofSeconds(25)),
                () -> "goal-1");
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(new WorkspacePlugin(), plugin),
                InMemorySessionStore::new, EventCatalog.withCoreTypes())) {
            Agent agent = t.harness.createChat("time", workspace);
            assertTrue(plugin.service().create(agent.sessionId(), GoalDraft.of("be quick")
                    .withBudgets(new GoalBudgets(null, null, 60L))).ok());
            assertTrue(agent.awaitIdle(30_000));

            GoalView view = plugin.service().view(agent.sessionId());
            assertEquals(BlockReason.BUDGET_TIME, view.goal().blockedReason().code());
            assertEquals(2, view.roundsStarted(), "every clock reading is 25 s later: round 1 takes 50 s, round 2 crosses 60 s at its first step");
        }
    }

    @Test
    void aRoundThatRunsOutOfTokensIsStoppedAtOnceAndBlocksWithBudgetTokens() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, withTokens(write("runaway.txt", "more work\n"), 80, 30),
                text("I stopped: the token budget ran out."))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("keep going")
                    .withBudgets(new GoalBudgets(100L, null, null))).ok());
            s.awaitIdle(agent);

            GoalView view = s.view(agent.sessionId());
            assertEquals(BlockReason.BUDGET_TOKENS, view.goal().blockedReason().code());
            assertFalse(Files.exists(workspace.resolve("runaway.txt")), "the round went on past its budget");
            assertEquals(2, s.requests().size(), "one step of the round, then the closing request");
            assertTrue(s.requests().get(1).lastUserText().startsWith("[goal blocked"), s.requests().get(1).lastUserText());
            assertEquals(List.of("goal-1#1", "system"), s.origins(agent.sessionId()));
        }
    }

    /** Every reading moves the clock forward by a fixed step. */
    private static final class SteppingClock extends Clock {
        private final AtomicLong millis = new AtomicLong(Instant.parse("2026-01-01T10:00:00Z").toEpochMilli());
        private final Duration step;

        SteppingClock(Duration step) {
            this.step = step;
        }

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis.getAndAdd(step.toMillis()));
        }
    }
}
