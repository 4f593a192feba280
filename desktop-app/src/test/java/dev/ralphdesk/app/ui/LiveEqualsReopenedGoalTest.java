package dev.ralphdesk.app.ui;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.fail;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.slow;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.withTokens;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.claim.HeldClaim;
import dev.ralphdesk.core.claim.SessionClaim;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the window shows live is what it shows after reopening the log — the same rows, with the same
 * text, in the same order — for every live scenario of the goal test suite ({@code goal/src/test/…/scenario}:
 * completion, rounds, stops, budgets, trust, busy sessions), each run again here on the real stack with
 * the window's view models following it.
 */
class LiveEqualsReopenedGoalTest {
    @TempDir
    Path workspace;

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void theWindowShowsLiveWhatItShowsAfterAReopen(Scenario scenario) throws Exception {
        Files.createDirectories(workspace);
        try (LiveReplayStack s = new LiveReplayStack(workspace, scenario.script(), scenario.options())) {
            Agent agent = s.chat();
            scenario.drive().run(s, agent);
            s.settle(agent);
            s.assertLiveEqualsReopened(agent);
            s.assertChineseSaysNoEnglish();
        }
    }

    static Stream<Scenario> scenarios() {
        LiveReplayStack.Options plain = LiveReplayStack.Options.plain();
        return Stream.of(
                // CompletionScenarioTest
                new Scenario("a goal completes in three rounds with passing evidence", List.of(
                        shell("test -f done.txt"), text("Not yet: done.txt is missing."),
                        write("done.txt", "ok\n"), text("Wrote done.txt."),
                        shell("test -f done.txt"), text("done.txt exists; the check passed.\n<promise>DONE</promise>"),
                        text("Finished: done.txt exists, verified with `test -f done.txt`.")), plain,
                        (s, agent) -> command(s, agent, "/goal create done.txt")),
                new Scenario("a premature DONE is refused, then accepted after the tests pass", List.of(
                        text("All done! <promise>DONE</promise>"),
                        shell("test -f done.txt"), write("done.txt", "ok\n"), shell("test -f done.txt"),
                        text("Verified. <promise>DONE</promise>"), text("Closing.")), plain,
                        (s, agent) -> command(s, agent, "/goal create done.txt")),
                new Scenario("a refused update_goal is answered in the round and the work goes on", List.of(
                        complete(), write("done.txt", "ok\n"), shell("test -f done.txt"), complete(), text("Done."),
                        text("Closing.")), plain,
                        (s, agent) -> command(s, agent, "/goal create done.txt")),
                new Scenario("the check command must pass before completion is accepted", List.of(
                        shell("true"), text("Looks fine. <promise>DONE</promise>"),
                        write("marker.txt", "x"), shell("true"), text("Now really. <promise>DONE</promise>"),
                        text("Closing.")), plain,
                        (s, agent) -> create(s, agent, GoalDraft.of("make marker.txt").withCheck("test -f marker.txt"))),
                // RoundScenarioTest
                new Scenario("no progress blocks after three rounds that change nothing", List.of(text("Thinking."),
                        text("Still thinking."), text("Hmm."), text("I got stuck.")), plain,
                        (s, agent) -> command(s, agent, "/goal improve the parser")),
                new Scenario("a round that changes the workspace through the shell is progress", List.of(
                        text("Thinking."), text("Still thinking."), shell("echo more >> notes.txt"),
                        text("Wrote notes with the shell."), text("Hmm."), text("Hmm again."), text("Still nothing.")),
                        plain, (s, agent) -> command(s, agent, "/goal improve the parser")),
                new Scenario("the same call with the same result three times blocks at once", List.of(
                        shell("echo same"), shell("echo same"), shell("echo same"), text("I was looping.")), plain,
                        (s, agent) -> command(s, agent, "/goal improve the parser")),
                new Scenario("the closing request is the only one even when the model calls a tool anyway", List.of(
                        text("Thinking."), shell("echo rogue > rogue.txt"), text("never requested")), plain,
                        (s, agent) -> create(s, agent, GoalDraft.of("tidy").withMaxGoalRounds(1))),
                new Scenario("compact rounds after a chat turn", List.of(text("Hi! What shall we do?"),
                        shell("echo one"), text("Round one done."), text("Round two done."), text("Closing.")), plain,
                        (s, agent) -> {
                            agent.submit(TurnInput.human("hello there")).get(10, TimeUnit.SECONDS);
                            create(s, agent, GoalDraft.of("polish the docs").withContinuation(ContinuationMode.COMPACT)
                                    .withMaxGoalRounds(2));
                        }),
                new Scenario("the closing request of a compact goal", List.of(text("Hi! What shall we do?"),
                        text("Round one done."), text("Closing.")), plain,
                        (s, agent) -> {
                            agent.submit(TurnInput.human("hello there")).get(10, TimeUnit.SECONDS);
                            create(s, agent, GoalDraft.of("polish the docs").withContinuation(ContinuationMode.COMPACT)
                                    .withMaxGoalRounds(1));
                        }),
                // StopScenarioTest
                new Scenario("a pause while a round streams cancels it", List.of(
                        slow("Working on it, step by step, for a long while...", 40), text("must never be requested")),
                        plain, (s, agent) -> {
                            command(s, agent, "/goal keep polishing the docs");
                            s.until(s::streamed);
                            command(s, agent, "/goal pause");
                        }),
                new Scenario("Stop while a round streams pauses the goal and keeps what streamed", List.of(
                        slow("A long answer that streams slowly...", 40)), plain, (s, agent) -> {
                            command(s, agent, "/goal keep polishing the docs");
                            s.until(s::streamed);
                            agent.cancel(CancelReason.PERSON);
                        }),
                new Scenario("a human message during a reservation wins", List.of(text("round one"),
                        text("Status: round one is done."), text("round two"), text("Closing.")),
                        plain.plugin(hook(new TurnHook() {
                            private final AtomicBoolean sent = new AtomicBoolean();

                            @Override
                            public void afterTurn(AgentHandle agent, TurnResult result) {
                                if (result.origin() instanceof InputOrigin.Goal && sent.compareAndSet(false, true)) {
                                    agent.submit(TurnInput.human("What is the status?"));
                                }
                            }
                        })), (s, agent) -> create(s, agent, GoalDraft.of("tidy up").withMaxGoalRounds(2))),
                new Scenario("the cap blocks with round-limit and says so with the last evidence", List.of(
                        shell("exit 3"), text("Tests still fail."), shell("exit 3"), text("Still failing."),
                        text("I stopped: the cap was reached.")), plain,
                        (s, agent) -> create(s, agent, GoalDraft.of("make the tests pass").withMaxGoalRounds(2))),
                new Scenario("a token budget blocks, then extend resumes", List.of(
                        withTokens(text("round one"), 80, 30),
                        text("Out of budget."), shell("true"), text("Verified. <promise>DONE</promise>"), text("Done.")),
                        plain, (s, agent) -> {
                            create(s, agent, GoalDraft.of("finish").withBudgets(new GoalBudgets(100L, null, null)));
                            s.settle(agent);
                            GoalView blocked = s.goals.view(agent.sessionId());
                            assertTrue(s.goals.extend(agent.sessionId(), blocked.goal().ref(),
                                    BudgetExtension.tokens(100_000)).ok());
                        }),
                new Scenario("a rate limit blocks with usage-limited and no closing request", List.of(
                        fail("rate-limit"), text("never")), plain,
                        (s, agent) -> command(s, agent, "/goal ship it")),
                new Scenario("Stop between rounds pauses the goal", List.of(text("round one"),
                        text("must never be requested")), plain.plugin(hook(new TurnHook() {
                            private final AtomicBoolean stopped = new AtomicBoolean();

                            @Override
                            public void afterTurn(AgentHandle agent, TurnResult result) {
                                if (result.origin() instanceof InputOrigin.Goal && stopped.compareAndSet(false, true)) {
                                    agent.cancel(CancelReason.PERSON);
                                }
                            }
                        })), (s, agent) -> command(s, agent, "/goal keep polishing the docs")),
                new Scenario("Stop while a claim's check command runs pauses the goal", List.of(shell("true"),
                        text("Verified. <promise>DONE</promise>"), text("must never be requested")), plain,
                        (s, agent) -> {
                            create(s, agent, GoalDraft.of("make it pass").withCheck("touch check-started; sleep 20"));
                            s.until(() -> Files.exists(s.workspace.resolve("check-started")));
                            agent.cancel(CancelReason.PERSON);
                        }),
                new Scenario("a defect escaping the loop blocks the goal with turn-error", List.of(text("never")),
                        plain.plugin(hook(new TurnHook() {
                            @Override
                            public ModelRequest shapeRequest(TurnContext turn, ModelRequest request) {
                                throw new IllegalStateException("boom");
                            }
                        })), (s, agent) -> command(s, agent, "/goal ship it")),
                // BudgetScenarioTest
                new Scenario("the cost budget blocks with budget-cost", List.of(withTokens(text("one"), 1_000_000, 0),
                        withTokens(text("two"), 1_000_000, 0), text("Closing.")),
                        plain.prices(new PriceTable(Map.of("scripted", new PriceTable.Price(0.5, 2.0)))),
                        (s, agent) -> create(s, agent, GoalDraft.of("spend wisely")
                                .withBudgets(new GoalBudgets(null, 0.75, null)))),
                new Scenario("the wall-time budget blocks with budget-time", List.of(text("one"), text("two"),
                        text("Closing.")), plain.goalClock(new SteppingClock(Duration.ofSeconds(25))),
                        (s, agent) -> create(s, agent, GoalDraft.of("be quick")
                                .withBudgets(new GoalBudgets(null, null, 60L)))),
                new Scenario("a round out of tokens is stopped at once and blocks with budget-tokens", List.of(
                        withTokens(write("runaway.txt", "more work\n"), 80, 30),
                        text("I stopped: the token budget ran out.")),
                        plain, (s, agent) -> create(s, agent, GoalDraft.of("keep going")
                                .withBudgets(new GoalBudgets(100L, null, null)))),
                // TrustScenarioTest
                new Scenario("a marker does not complete an objective edited while the round ran", List.of(
                        shell("true"), slow("Verified the old objective. <promise>DONE</promise>", 30),
                        text("Round two."), text("Closing.")), plain,
                        (s, agent) -> {
                            create(s, agent, GoalDraft.of("old objective").withMaxGoalRounds(2));
                            s.until(s::streamed);
                            GoalView before = s.goals.view(agent.sessionId());
                            assertTrue(s.goals.edit(agent.sessionId(), before.goal().ref(),
                                    GoalEdit.objective("a much harder new objective")).ok());
                        }),
                new Scenario("writing after an accepted update_goal(complete) refuses the claim", List.of(
                        write("done.txt", "ok\n"), shell("test -f done.txt"), complete(), write("done.txt", "broken\n"),
                        text("Done."), text("Round two."), text("Closing.")), plain,
                        (s, agent) -> create(s, agent, GoalDraft.of("make done.txt").withMaxGoalRounds(2))),
                // BusySessionScenarioTest
                new Scenario("a goal created while a run holds the session runs once the run ends", List.of(
                        text("Hello."), text("Round one done."), text("Closing.")), plain,
                        (s, agent) -> {
                            HeldClaim run = s.harness.claims().claim(new SessionClaim(agent.sessionId(), "ralph",
                                    "Ralph run 1b2c3d4e"));
                            create(s, agent, GoalDraft.of("tidy the notes").withMaxGoalRounds(1));
                            agent.submit(TurnInput.human("hello")).get(10, TimeUnit.SECONDS);
                            run.release();
                        }));
    }

    /** One scenario: the model's answers, how the stack differs, and what is done in the chat. */
    record Scenario(String name, List<ScriptedResponse> script, LiveReplayStack.Options options, Drive drive) {
        @Override
        public String toString() {
            return name;
        }
    }

    @FunctionalInterface
    interface Drive {
        void run(LiveReplayStack s, Agent agent) throws Exception;
    }

    private static void command(LiveReplayStack s, Agent agent, String line) {
        assertTrue(s.command(agent, line).ok(), line);
    }

    private static void create(LiveReplayStack s, Agent agent, GoalDraft draft) {
        assertTrue(s.goals.create(agent.sessionId(), draft).ok(), draft.toString());
    }

    private static ScriptedResponse complete() {
        return call("update_goal", Json.object().put("action", "complete"));
    }

    private static Plugin hook(TurnHook hook) {
        return new Plugin() {
            @Override
            public String id() {
                return "scenario-hook";
            }

            @Override
            public void install(PluginContext context) {
                context.addTurnHook(hook);
            }
        };
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
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis.getAndAdd(step.toMillis()));
        }
    }
}
