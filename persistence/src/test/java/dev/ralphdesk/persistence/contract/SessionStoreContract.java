package dev.ralphdesk.persistence.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.core.session.event.TurnOutcome;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What every {@link SessionStore} promises; run against the in-memory and the SQLite store. */
public abstract class SessionStoreContract {
    protected static final Path WORKSPACE = Path.of("/work/demo");
    protected SessionStore store;

    protected abstract SessionStore newStore() throws Exception;

    @BeforeEach
    void openStore() throws Exception {
        store = newStore();
    }

    @AfterEach
    void closeStore() {
        store.close();
    }

    protected SessionInfo chat(String title) {
        return store.create(NewSession.chat(title, WORKSPACE));
    }

    protected static List<SessionEvent> eventsOf(SessionLog log) {
        return log.events().stream().map(LoggedEvent::event).toList();
    }

    @Test
    void createRecordsSessionCreatedAsSeqOne() {
        SessionInfo info = chat("Fix the build");
        SessionLog log = store.open(info.id());
        assertEquals(List.of(new SessionCreated("chat", "Fix the build", WORKSPACE.toString(), null, null, null, null)),
                eventsOf(log));
        assertEquals(1, log.events().get(0).seq());
        assertEquals(1, info.lastSeq());
        assertEquals("Fix the build", info.title());
        assertEquals(WORKSPACE.toString(), info.workspace());
        assertFalse(log.readOnly());
    }

    @Test
    void createLogReturnsTheNewSessionExactlyAsTheLogReadsItBack() {
        SessionLog created = store.createLog(NewSession.chat("Fix the build", WORKSPACE));
        assertEquals(store.open(created.info().id()), created, "index row, seq, time and payload");
    }

    @Test
    void appendedEventsOfEveryCoreTypeReadBackEqualWithContiguousSeqs() {
        SessionId id = chat("t").id();
        List<SessionEvent> turn = SampleEvents.turn(1, TurnOutcome.error("network", "connection reset"));
        for (int i = 0; i < turn.size(); i++) {
            assertEquals(i + 2, store.append(id, turn.get(i)).seq());
        }
        SessionLog log = store.open(id);
        assertEquals(turn, eventsOf(log).subList(1, log.events().size()));
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L),
                log.events().stream().map(LoggedEvent::seq).toList());
        assertEquals(0, log.skippedUnknown());
    }

    @Test
    void anAppendReturnsTheEventExactlyAsTheLogReadsItBack() {
        SessionId id = chat("t").id();
        List<LoggedEvent> appended = new java.util.ArrayList<>();
        for (SessionEvent event : SampleEvents.turn(1, TurnOutcome.completed())) {
            appended.add(store.append(id, event));
        }
        SessionLog log = store.open(id);
        assertEquals(appended, log.events().subList(1, log.events().size()), "seq, time and payload, live as logged");
    }

    @Test
    void appendUpdatesTheIndexRowInTheSameStep() {
        SessionId id = chat("t").id();
        SampleEvents.turn(1, TurnOutcome.error("auth", "bad key")).forEach(e -> store.append(id, e));
        SessionInfo info = store.info(id).orElseThrow();
        assertEquals(13, info.lastSeq());
        assertEquals("error:auth", info.column("lastOutcome"));
        assertTrue(!info.updatedAt().isBefore(info.createdAt()));
    }

    @Test
    void appendToAnUnknownSessionIsRefused() {
        assertThrows(SessionStoreException.class,
                () -> store.append(new SessionId("nope"), new SessionRenamed("x")));
    }

    @Test
    void renameAppendsSessionRenamedAndRetitlesTheIndex() {
        SessionId id = chat("old").id();
        store.rename(id, "  new title ");
        assertEquals(new SessionRenamed("new title"), eventsOf(store.open(id)).get(1));
        assertEquals("new title", store.info(id).orElseThrow().title());
    }

    @Test
    void listShowsMostRecentlyUpdatedFirst() {
        SessionId a = chat("a").id();
        SessionId b = chat("b").id();
        SessionId c = chat("c").id();
        store.rename(a, "a again");
        assertEquals(List.of(a, c, b), store.list(false).stream().map(SessionInfo::id).toList());
    }

    @Test
    void trashHidesASessionUntilRestoredAndKeepsItsLog() {
        SessionId a = chat("a").id();
        SessionId b = chat("b").id();
        store.trash(a);
        assertEquals(List.of(b), store.list(false).stream().map(SessionInfo::id).toList());
        assertTrue(store.list(true).stream().anyMatch(i -> i.id().equals(a) && i.trashed()));
        assertEquals(1, store.open(a).events().size());
        store.restore(a);
        assertFalse(store.info(a).orElseThrow().trashed());
        assertEquals(2, store.list(false).size());
    }

    @Test
    void purgeIsRefusedUnlessTheSessionIsInTheTrash() {
        SessionId a = chat("a").id();
        assertThrows(SessionStoreException.class, () -> store.purge(a));
        assertTrue(store.info(a).isPresent());
        store.trash(a);
        store.purge(a);
        assertEquals(Optional.empty(), store.info(a));
        assertThrows(SessionStoreException.class, () -> store.open(a));
        assertEquals(List.of(), store.list(true));
    }

    @Test
    void forkReplaysTheParentUpToTheSeqAndLeavesTheParentUntouched() {
        SessionInfo parent = chat("parent");
        SampleEvents.turn(1, TurnOutcome.completed()).forEach(e -> store.append(parent.id(), e));
        SessionLog before = store.open(parent.id());

        SessionInfo child = store.fork(parent.id(), 5);

        assertEquals(before, store.open(parent.id()));
        assertEquals(parent.id(), child.parentId());
        assertEquals(5L, child.forkSeq());
        assertEquals(5, child.lastSeq());
        assertEquals("parent (fork)", child.title());
        SessionLog log = store.open(child.id());
        assertEquals(new SessionCreated("chat", "parent (fork)", WORKSPACE.toString(), parent.id().value(), 5L,
                null, null), log.events().get(0).event());
        assertEquals(before.events().subList(1, 5), log.events().subList(1, 5));
        assertEquals(6, store.append(child.id(), new SessionRenamed("branch")).seq());
        assertEquals(before.lastSeq(), store.info(parent.id()).orElseThrow().lastSeq());
    }

    @Test
    void forkOutsideTheLogIsRefused() {
        SessionId id = chat("p").id();
        assertThrows(SessionStoreException.class, () -> store.fork(id, 0));
        assertThrows(SessionStoreException.class, () -> store.fork(id, 2));
        assertThrows(SessionStoreException.class, () -> store.fork(new SessionId("missing"), 1));
    }

    @Test
    void blobsAreStoredByTheirSha256() {
        String content = "line\n".repeat(10_000) + "ünïcødé";
        String hash = store.putBlob(content);
        assertTrue(hash.matches("[0-9a-f]{64}"));
        assertEquals(hash, store.putBlob(content));
        assertEquals(Optional.of(content), store.blob(hash));
        assertEquals(Optional.empty(), store.blob("0".repeat(64)));
    }

    @Test
    void openFromReadsOnlyTheTail() {
        SessionId id = chat("t").id();
        SampleEvents.turn(1, TurnOutcome.completed()).forEach(e -> store.append(id, e));
        SessionLog full = store.open(id);
        SessionLog tail = store.openFrom(id, 10);
        assertEquals(full.events().subList(9, 13), tail.events());
        assertEquals(full.info(), tail.info());
    }

    @Test
    void openingWritesNothing() {
        SessionId id = chat("t").id();
        SessionInfo before = store.info(id).orElseThrow();
        store.open(id);
        store.openFrom(id, 1);
        store.list(true);
        assertEquals(before, store.info(id).orElseThrow());
    }
}
