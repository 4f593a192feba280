package dev.ralphdesk.goal.scenario;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalErrorCode;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.event.GoalChange;
import dev.ralphdesk.goal.replay.GoalFold;
import dev.ralphdesk.goal.replay.GoalReplay;
import dev.ralphdesk.goal.service.GoalResult;
import dev.ralphdesk.goal.service.GoalView;
import dev.ralphdesk.goal.testing.ReadCountingStore;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A goal across process lifetimes: reopen, fork, a plugin removed, a damaged record. */
class SessionScenarioTest {
    private static final Map<String, String> EXPLICIT = Map.of("goal.rounds", "explicit");

    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "true");
    }

    @Test
    void reopeningASessionWithAnActiveGoalLeavesItDisarmedUntilResume() throws Exception {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        InMemorySessionStore store = new InMemorySessionStore(catalog);
        SessionId id;
        try (GoalStack first = new GoalStack(workspace, ScriptedScenario.of(List.of()), EXPLICIT, List.of(),
                c -> store, catalog)) {
            Agent agent = first.chat();
            id = agent.sessionId();
            assertTrue(first.command(agent, "/goal keep the build green").ok());
            assertTrue(first.view(id).armed());
        }
        try (GoalStack second = new GoalStack(workspace, ScriptedScenario.of(List.of(text("Hello again."),
                runCheck(), text("Green. <promise>DONE</promise>"), text("Closing."))), Map.of(), List.of(),
                c -> store, catalog)) {
            Agent agent = second.t.harness.open(id);
            GoalView reopened = second.view(id);
            assertEquals(GoalPhase.ACTIVE, reopened.goal().phase());
            assertFalse(reopened.armed());
            agent.submit(TurnInput.human("hello")).get(10, TimeUnit.SECONDS);
            second.awaitIdle(agent);
            assertEquals(1, second.requests().size(), "a human turn does not start goal work on a disarmed goal");

            assertTrue(second.command(agent, "/goal resume").ok());
            second.awaitIdle(agent);
            assertEquals(GoalPhase.COMPLETE, second.view(id).goal().phase());
            assertEquals(List.of("human", "goal-1#1", "system"), second.origins(id));
        }
    }

    @Test
    void theFirstTurnAfterAReopenReadsOnlyWhatWasAppendedSinceTheLogWasValidated() throws Exception {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        ReadCountingStore store = new ReadCountingStore(new InMemorySessionStore(catalog));
        SessionId id;
        try (GoalStack first = new GoalStack(workspace, ScriptedScenario.of(List.of(
                Scripts.withTokens(runCheck(), 70, 30), text("Round one."), text("Closing."))), Map.of(),
                List.of(), c -> store, catalog)) {
            Agent agent = first.chat();
            id = agent.sessionId();
            assertTrue(first.service.create(id, GoalDraft.of("keep the build green").withMaxGoalRounds(1)).ok());
            first.awaitIdle(agent);
            assertEquals(GoalPhase.BLOCKED, first.view(id).goal().phase());
        }
        try (GoalStack second = new GoalStack(workspace, ScriptedScenario.of(List.of(text("Hello again."))),
                EXPLICIT, List.of(), c -> store, catalog)) {
            store.forgetReads();
            Agent agent = second.t.harness.open(id);
            long validatedThrough = store.info(id).orElseThrow().lastSeq();
            agent.submit(TurnInput.human("hello")).get(10, TimeUnit.SECONDS);
            second.awaitIdle(agent);

            assertEquals(List.of(1L, validatedThrough + 1), store.reads(), "one whole read to validate, then the tail");
            GoalReplay whole = GoalFold.fold(store.open(id).events());
            GoalView view = second.view(id);
            assertEquals(whole.goal(), view.goal());
            assertEquals(whole.usage(), view.usage());
            assertEquals(1, view.roundsStarted());
            assertTrue(view.usage().tokens() >= 100, "usage of the round before the reopen is kept");
        }
    }

    @Test
    void aNewSessionsFirstTurnReadsNoLogForItsGoalState() throws Exception {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        ReadCountingStore store = new ReadCountingStore(new InMemorySessionStore(catalog));
        try (GoalStack s = new GoalStack(workspace, ScriptedScenario.of(List.of(text("Hi."), runCheck(),
                text("Green. <promise>DONE</promise>"), text("Closing."))), Map.of(), List.of(), c -> store,
                catalog)) {
            Agent agent = s.chat();
            SessionId id = agent.sessionId();
            agent.submit(TurnInput.human("hello")).get(10, TimeUnit.SECONDS);
            s.awaitIdle(agent);

            assertEquals(List.of(), store.reads(), "a new session has no goal: nothing to read back");
            assertEquals(null, s.view(id).goal());
            assertTrue(s.command(agent, "/goal keep the build green").ok());
            s.awaitIdle(agent);
            assertEquals(GoalPhase.COMPLETE, s.view(id).goal().phase());
            assertEquals(List.of("human", "goal-1#1", "system"), s.origins(id));
            GoalReplay whole = GoalFold.fold(store.open(id).events());
            assertEquals(whole.goal(), s.view(id).goal());
            assertEquals(whole.usage().tokens(), s.view(id).usage().tokens());
            assertEquals(whole.roundsStarted(), s.view(id).roundsStarted());
        }
    }

    @Test
    void aForkCarriesTheGoalDisarmed() throws Exception {
        try (GoalStack s = GoalStack.with(workspace, EXPLICIT, List.of(), text("never"))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal write the changelog").ok());
            SessionInfo parent = s.t.store.info(agent.sessionId()).orElseThrow();
            SessionId fork = s.t.store.fork(agent.sessionId(), parent.lastSeq()).id();

            GoalView forked = s.view(fork);
            GoalView original = s.view(agent.sessionId());
            assertEquals(original.goal(), forked.goal());
            assertFalse(forked.armed());
            assertTrue(original.armed());
            s.t.harness.open(fork);
            assertFalse(s.view(fork).armed());
            assertEquals(0, s.requests().size());
        }
    }

    @Test
    void removingThePluginLeavesAWorkingChatOverASessionWithGoals() throws Exception {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        InMemorySessionStore store = new InMemorySessionStore(catalog);
        SessionId id;
        try (GoalStack s = new GoalStack(workspace, ScriptedScenario.of(List.of()), EXPLICIT, List.of(), c -> store,
                catalog)) {
            Agent agent = s.chat();
            id = agent.sessionId();
            assertTrue(s.command(agent, "/goal keep going").ok());
        }
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(text("Plain chat works."))));
        try (TestHarness plain = new TestHarness(provider, HarnessOptions.defaults(), List.of(new WorkspacePlugin()),
                c -> new InMemorySessionStore(EventCatalog.withCoreTypes()), EventCatalog.withCoreTypes())) {
            // a fresh catalog without goal types reads the same stored records
            InMemorySessionStore copy = copyWithoutGoalTypes(store, id, plain);
            Agent agent = plain.harness.open(copy.list(false).get(0).id());
            var result = agent.submit(TurnInput.human("hi")).get(10, TimeUnit.SECONDS);
            assertEquals(TurnOutcome.Kind.COMPLETED, result.outcome().kind());
            assertEquals("Plain chat works.", result.lastAssistantText());
            assertTrue(copy.open(agent.sessionId()).skippedUnknown() > 0);
            assertFalse(provider.requests().get(0).tools().stream().anyMatch(t -> t.name().contains("goal")));
        }
    }

    @Test
    void anInvalidGoalRecordMakesTheSessionReadOnlyWithAWarning() throws Exception {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        InMemorySessionStore store = new InMemorySessionStore(catalog);
        try (GoalStack s = new GoalStack(workspace, ScriptedScenario.of(List.of()), EXPLICIT, List.of(), c -> store,
                catalog)) {
            Agent agent = s.chat();
            SessionId id = agent.sessionId();
            assertTrue(s.command(agent, "/goal keep going").ok());
            String snapshot = catalog.encode(GoalChange.of(s.view(id).goal()));
            long bad = store.appendRaw(id, GoalChange.TYPE, 1, snapshot);
            s.t.harness.release(id);

            SessionStoreException refused = assertThrows(SessionStoreException.class, () -> s.t.harness.open(id));
            String warning = "goal record invalid at record " + bad + " (goal/change): stale revision 1 of goal "
                    + "goal-1 after revision 1";
            assertTrue(refused.getMessage().contains(warning), refused.getMessage());
            assertEquals(List.of(warning), s.t.harness.inspect(id).warnings());
            assertTrue(s.view(id).readOnly());
            GoalResult pause = s.service.pause(id, null);
            assertEquals(GoalErrorCode.GOAL_INVALID_TRANSITION, ((GoalResult.Failed) pause).code());
        }
    }

    @Test
    void aRoundWhoseMessageWasNeverLoggedDoesNotMakeTheNextRoundRepeatItsNumberAfterRestart() throws Exception {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        InMemorySessionStore store = new InMemorySessionStore(catalog);
        SessionId id;
        try (GoalStack first = new GoalStack(workspace, ScriptedScenario.of(List.of()), EXPLICIT, List.of(),
                c -> store, catalog)) {
            Agent agent = first.chat();
            id = agent.sessionId();
            assertTrue(first.service.create(id, dev.ralphdesk.goal.domain.GoalDraft.of("keep going")
                    .withMaxGoalRounds(3)).ok());
            // round 1 was logged, round 2's message append failed, round 3 was logged
            for (int round : new int[] {1, 3}) {
                store.appendRaw(id, dev.ralphdesk.core.session.event.UserMessage.TYPE, 1, catalog.encode(
                        new dev.ralphdesk.core.session.event.UserMessage("turn-" + round, "[goal round " + round + "]",
                                new dev.ralphdesk.core.session.InputOrigin.Goal("goal-1", 1, round))));
            }
        }
        try (GoalStack second = new GoalStack(workspace, ScriptedScenario.of(List.of(text("Round four."),
                text("Closing."))), Map.of(), List.of(), c -> store, catalog)) {
            Agent agent = second.t.harness.open(id);
            assertEquals(2, second.view(id).roundsStarted());
            assertTrue(second.command(agent, "/goal resume").ok());
            second.awaitIdle(agent);

            assertEquals(List.of("goal-1#1", "goal-1#3", "goal-1#4", "system"), second.origins(id));
            assertEquals(dev.ralphdesk.goal.domain.BlockReason.ROUND_LIMIT,
                    second.view(id).goal().blockedReason().code(), "the cap counts rounds started (3)");
            second.t.harness.release(id);
            second.t.harness.open(id);
            assertEquals(List.of(), second.t.harness.inspect(id).warnings());
            assertFalse(second.view(id).readOnly());
        }
    }

    /** The same records in a store whose catalog knows only the core types (the goal plugin removed). */
    private static InMemorySessionStore copyWithoutGoalTypes(InMemorySessionStore source, SessionId id,
            TestHarness plain) {
        InMemorySessionStore target = (InMemorySessionStore) plain.store;
        SessionInfo info = source.info(id).orElseThrow();
        SessionId copy = target.create(dev.ralphdesk.core.session.NewSession.chat(info.title(),
                Path.of(info.workspace()))).id();
        EventCatalog full = EventCatalog.withCoreTypes();
        full.register(GoalChange.EVENT_TYPE);
        source.open(id).events().stream().skip(1).forEach(logged -> target.appendRaw(copy, logged.event().type(), 1,
                full.encode(logged.event())));
        return target;
    }
}
