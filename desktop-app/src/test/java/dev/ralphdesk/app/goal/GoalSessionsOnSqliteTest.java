package dev.ralphdesk.app.goal;

import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.slow;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Keyless real-stack goal scenarios on SQLite: the person's hand, restarts and forks. */
class GoalSessionsOnSqliteTest {
    private static final Map<String, String> EXPLICIT = Map.of("goal.rounds", "explicit");

    @TempDir
    Path data;
    @TempDir
    Path workspace;

    @Test
    void pauseWhileARoundRunsCancelsItAndNoFurtherRoundEverStarts() throws Exception {
        try (SqliteGoalStack s = new SqliteGoalStack(data, workspace, slow("Working slowly on the docs...", 40),
                text("never"))) {
            Agent agent = s.chat();
            assertTrue(s.t.harness.commands().dispatch(agent, "/goal polish the docs").ok());
            long deadline = System.currentTimeMillis() + 10_000;
            while (s.t.events(AgentEvent.TextDelta.class).isEmpty()) {
                assertTrue(System.currentTimeMillis() < deadline);
                Thread.sleep(5);
            }
            assertTrue(s.t.harness.commands().dispatch(agent, "/goal pause").ok());
            s.awaitQuiet();

            assertEquals(GoalPhase.PAUSED, s.service.view(agent.sessionId()).goal().phase());
            assertEquals(1, s.provider.requests().size());
            assertEquals("cancelled", s.t.store.info(agent.sessionId()).orElseThrow().column("lastOutcome"));
        }
    }

    @Test
    void aHumanMessageDuringAReservationWins() throws Exception {
        AtomicBoolean sent = new AtomicBoolean();
        Plugin interjector = new Plugin() {
            @Override
            public String id() {
                return "interjector";
            }

            @Override
            public void install(PluginContext context) {
                context.addTurnHook(new TurnHook() {
                    @Override
                    public void afterTurn(AgentHandle agent, TurnResult result) {
                        if (result.origin() instanceof InputOrigin.Goal && sent.compareAndSet(false, true)) {
                            agent.submit(TurnInput.human("Status?"));
                        }
                    }
                });
            }
        };
        try (SqliteGoalStack s = new SqliteGoalStack(data, workspace, Map.of(), List.of(interjector),
                text("one"), text("Fine."), text("two"), text("Closing."))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("tidy").withMaxGoalRounds(2)).ok());
            s.awaitIdle(agent);

            assertEquals(List.of("goal-1#1", "human", "goal-1#2", "system"), s.origins(agent.sessionId()));
            assertEquals(4, s.provider.requests().size());
        }
    }

    @Test
    void aRestartLeavesTheGoalDisarmedAndMakesNoModelCallUntilResume() throws Exception {
        SessionId id;
        try (SqliteGoalStack first = new SqliteGoalStack(data, workspace, EXPLICIT, List.of())) {
            Agent agent = first.chat();
            id = agent.sessionId();
            assertTrue(first.t.harness.commands().dispatch(agent, "/goal keep the build green").ok());
            assertTrue(first.service.view(id).armed());
        }
        java.nio.file.Files.writeString(workspace.resolve("check.sh"), "true\n");
        try (SqliteGoalStack second = new SqliteGoalStack(data, workspace, text("Hello."), shell("sh check.sh"),
                text("Green. <promise>DONE</promise>"), text("Closing."))) {
            Agent agent = second.t.harness.open(id);
            assertFalse(second.service.view(id).armed());
            assertEquals(GoalPhase.ACTIVE, second.service.view(id).goal().phase());
            agent.submit(TurnInput.human("hello")).get(10, TimeUnit.SECONDS);
            second.awaitIdle(agent);
            assertEquals(1, second.provider.requests().size());

            assertTrue(second.t.harness.commands().dispatch(agent, "/goal resume").ok());
            second.awaitIdle(agent);
            assertEquals(GoalPhase.COMPLETE, second.service.view(id).goal().phase());
        }
    }

    @Test
    void aForkCarriesTheGoalDisarmed() throws Exception {
        try (SqliteGoalStack s = new SqliteGoalStack(data, workspace, EXPLICIT, List.of())) {
            Agent agent = s.chat();
            assertTrue(s.t.harness.commands().dispatch(agent, "/goal write the changelog").ok());
            long at = s.t.store.info(agent.sessionId()).orElseThrow().lastSeq();
            SessionId fork = s.t.store.fork(agent.sessionId(), at).id();

            GoalView forked = s.service.view(fork);
            assertEquals(s.service.view(agent.sessionId()).goal(), forked.goal());
            assertFalse(forked.armed());
            s.t.harness.open(fork);
            assertFalse(s.service.view(fork).armed());
            assertEquals("active", s.t.store.info(fork).orElseThrow().column("goalPhase"));
            assertEquals(0, s.provider.requests().size());
        }
    }

    @Test
    void theGoalReplayedAfterARestartMatchesWhatRan() throws Exception {
        SessionId id;
        GoalView live;
        java.nio.file.Files.writeString(workspace.resolve("test.sh"), "exit 1\n");
        try (SqliteGoalStack first = new SqliteGoalStack(data, workspace, shell("sh test.sh"), text("one"),
                write("a.txt", "a"), text("two"), text("Closing."))) {
            Agent agent = first.chat();
            id = agent.sessionId();
            assertTrue(first.service.create(id, GoalDraft.of("tidy").withMaxGoalRounds(2)).ok());
            first.awaitIdle(agent);
            live = first.service.view(id);
        }
        try (SqliteGoalStack second = new SqliteGoalStack(data, workspace)) {
            GoalView replayed = second.service.view(id);
            assertEquals(live.goal(), replayed.goal());
            assertEquals(live.roundsStarted(), replayed.roundsStarted());
            assertEquals(live.usage().tokens(), replayed.usage().tokens());
            assertEquals("`sh test.sh` failed (exit 1)", replayed.lastEvidence().describe());
            assertEquals(live.lastEvidence(), replayed.lastEvidence());
            assertEquals(List.of(), second.t.harness.inspect(id).warnings());
        }
    }
}
