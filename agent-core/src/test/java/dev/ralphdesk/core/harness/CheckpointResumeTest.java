package dev.ralphdesk.core.harness;

import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.replay.HistoryFold;
import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.ForwardingSessionStore;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A session opened for work reads its latest checkpoint and the records after it, holds only its
 * history window, and sends the request a full replay would; a checkpoint that does not fit is
 * ignored for a full fold, and a bad record after it makes the session read-only as always.
 */
class CheckpointResumeTest {
    private static final int TURNS = 30;
    @TempDir
    Path workspace;
    private InMemorySessionStore shared;
    private SessionId session;

    /** What a harness read: every full open, every tail read (its first seq), every checkpoint read. */
    private static final class Reads extends ForwardingSessionStore {
        final List<SessionId> fullOpens = new CopyOnWriteArrayList<>();
        final List<Long> tails = new CopyOnWriteArrayList<>();
        final List<Set<String>> tailTypes = new CopyOnWriteArrayList<>();
        final List<SessionId> checkpoints = new CopyOnWriteArrayList<>();
        final boolean hideCheckpoints;

        Reads(SessionStore store, boolean hideCheckpoints) {
            super(store);
            this.hideCheckpoints = hideCheckpoints;
        }

        @Override
        public SessionLog open(SessionId id) {
            fullOpens.add(id);
            return store.open(id);
        }

        @Override
        public SessionLog openFrom(SessionId id, long fromSeq) {
            tails.add(fromSeq);
            return store.openFrom(id, fromSeq);
        }

        @Override
        public SessionLog openFrom(SessionId id, long fromSeq, long vouchedSeq, Set<String> types) {
            tails.add(fromSeq);
            tailTypes.add(types);
            return store.openFrom(id, fromSeq, vouchedSeq, types);
        }

        @Override
        public Optional<Checkpoint> checkpoint(SessionId id) {
            checkpoints.add(id);
            return hideCheckpoints ? Optional.empty() : store.checkpoint(id);
        }
    }

    private static HarnessOptions options() {
        return HarnessOptions.defaults()
                .withAgentConfig(AgentConfig.defaults().withContextWindow(AgentConfig.MIN_CONTEXT_WINDOW))
                .withConfig(new PluginConfig(Map.of(Harness.CHECKPOINT_EVERY, "7")));
    }

    private static ScriptedProvider provider() {
        return new ScriptedProvider(new ScriptedScenario("resume", null, List.of(), List.of(), text("noted")));
    }

    private TestHarness harness(ScriptedProvider provider, SessionStore store) {
        return new TestHarness(provider, options(), List.of(), catalog -> store, EventCatalog.withCoreTypes());
    }

    @BeforeEach
    void aLongSessionWorkedOnAndClosed() throws Exception {
        shared = new InMemorySessionStore(EventCatalog.withCoreTypes());
        try (TestHarness t = harness(provider(), shared)) {
            Agent agent = t.harness.createChat("long", workspace);
            for (int n = 1; n <= TURNS; n++) {
                agent.submit(TurnInput.human("message " + n + " " + "y".repeat(2_000))).get(10, TimeUnit.SECONDS);
            }
            session = agent.sessionId();
            t.harness.release(session);
        }
    }

    private ModelRequest nextRequest(TestHarness t, SessionId id, ScriptedProvider provider) throws Exception {
        t.harness.open(id).submit(TurnInput.human("next")).get(10, TimeUnit.SECONDS);
        return provider.requests().get(provider.requests().size() - 1);
    }

    @Test
    void closingSavedACheckpointAtTheLastRecord() {
        Checkpoint saved = shared.checkpoint(session).orElseThrow();
        assertEquals(shared.info(session).orElseThrow().lastSeq(), saved.seq());
        assertEquals(Map.of("history", 1, "lineage", 1, "grants", 1, "approval-mode", 1), versions(saved));
    }

    @Test
    void reopeningReadsTheCheckpointAndItsWindowOnlyAndSendsWhatAFullReplaySends() throws Exception {
        SessionId copy = shared.fork(session, shared.info(session).orElseThrow().lastSeq()).id();
        ScriptedProvider fromCheckpoint = provider();
        ScriptedProvider fromWholeLog = provider();
        Reads checkpointed = new Reads(shared, false);
        Reads whole = new Reads(shared, true);
        try (TestHarness a = harness(fromCheckpoint, checkpointed); TestHarness b = harness(fromWholeLog, whole)) {
            ModelRequest resumed = nextRequest(a, session, fromCheckpoint);
            ModelRequest replayed = nextRequest(b, copy, fromWholeLog);
            assertEquals(replayed, resumed);
            assertEquals(Json.write(replayed), Json.write(resumed));
            assertEquals(List.of(), checkpointed.fullOpens, "the whole log was never read");
            assertEquals(List.of(HistoryFold.TYPES), checkpointed.tailTypes,
                    "before the checkpoint, only the records of the history's types");
            assertTrue(checkpointed.tails.get(0) > 4 * (TURNS / 2), "read from record " + checkpointed.tails.get(0));
            assertEquals(List.of(copy), whole.fullOpens);

            int held = a.harness.open(session).history().size();
            int all = whole.open(copy).events().size();
            assertTrue(held < 24 && all > 5 * held, "the agent holds " + held + " messages of a log of " + all + " records");
            assertEquals(b.harness.open(copy).history(), a.harness.open(session).history());
        }
    }

    @Test
    void aNewChatIsOpenedFromTheRecordItWasCreatedWithReadingNothingBack() throws Exception {
        ScriptedProvider provider = provider();
        Reads reads = new Reads(shared, false);
        try (TestHarness t = harness(provider, reads)) {
            Agent agent = t.harness.createChat("new", workspace);
            agent.submit(TurnInput.human("hello")).get(10, TimeUnit.SECONDS);
            assertEquals(List.of(), reads.fullOpens);
            assertEquals(List.of(), reads.tails);
            assertEquals(List.of(), reads.checkpoints);
            t.harness.release(agent.sessionId());
            try (TestHarness again = harness(provider(), shared)) {
                assertEquals(again.harness.open(agent.sessionId()).history(), agent.history(),
                        "the history a reopen reads");
            }
        }
    }

    @Test
    void aCheckpointOfAnotherFoldVersionIsIgnoredForAFullFold() throws Exception {
        Checkpoint saved = shared.checkpoint(session).orElseThrow();
        Map<String, Checkpoint.Part> parts = new HashMap<>(saved.parts());
        parts.put("grants", new Checkpoint.Part(99, parts.get("grants").state()));
        shared.saveCheckpoint(session, new Checkpoint(saved.seq(), saved.catalog(), parts));
        Reads reads = new Reads(shared, false);
        try (TestHarness t = harness(provider(), reads)) {
            t.harness.open(session);
            assertEquals(List.of(session), reads.fullOpens);
        }
    }

    @Test
    void aMalformedRecordAfterTheCheckpointOpensTheSessionReadOnlyNamingIt() {
        long bad = shared.appendRaw(session, "user/message", 1, "{\"turnId\": \"t\"");
        Reads reads = new Reads(shared, false);
        try (TestHarness t = harness(provider(), reads)) {
            SessionStoreException refused = assertThrows(SessionStoreException.class, () -> t.harness.open(session));
            String expected = shared.open(session).warnings().get(0);
            assertTrue(expected.startsWith("record " + bad + " (user/message) is malformed"), expected);
            assertTrue(refused.getMessage().contains(expected), refused.getMessage());
            assertEquals(List.of(), reads.fullOpens, "the tail alone showed it");
        }
    }

    @Test
    void everyNRecordsOfWorkSaveACheckpointWithoutClosing() throws Exception {
        long before = shared.checkpoint(session).orElseThrow().seq();
        try (TestHarness t = harness(provider(), shared)) {
            Agent agent = t.harness.open(session);
            for (int n = 0; n < 3; n++) {
                agent.submit(TurnInput.human("more " + n)).get(10, TimeUnit.SECONDS);
            }
            long last = shared.info(session).orElseThrow().lastSeq();
            long saved = shared.checkpoint(session).orElseThrow().seq();
            assertTrue(saved > before && last - saved < 7, "saved at " + saved + ", log at " + last);
        }
        assertFalse(shared.checkpoint(session).isEmpty());
    }

    private static Map<String, Integer> versions(Checkpoint checkpoint) {
        Map<String, Integer> versions = new HashMap<>();
        checkpoint.parts().forEach((name, part) -> versions.put(name, part.version()));
        return versions;
    }
}
