package dev.ralphdesk.persistence.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing committed is lost: a child JVM appends continuously and reports each seq once append
 * has returned; we SIGKILL it at random moments and check the database after every kill.
 * {@code -Dcrash.kills=1000} runs 1,000 kills (default 100); {@code -Dcrash.seed=N} replays a run.
 * One database is reused across kills; a fresh session is started every 20 kills to bound the
 * cost of reopening.
 */
class CrashSafetyTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    private static final SqliteOptions OPTIONS = SqliteOptions.defaults().withWarmUp(false);
    @TempDir
    Path work;
    private int checkpoints;

    @Test
    void killingTheAppendingProcessAtRandomMomentsNeverLosesACommittedEvent() throws Exception {
        int kills = Integer.getInteger("crash.kills", 100);
        long seed = Long.getLong("crash.seed", System.nanoTime());
        Random random = new Random(seed);
        Path folder = work.resolve("data");
        List<String> java = ChildCommand.prepare(work, true);
        SessionId session = newSession(folder);
        long started = System.nanoTime();
        ChildJvm next = ChildJvm.start(java, folder);
        try {
            for (int kill = 1; kill <= kills; kill++) {
                ChildJvm child = next;
                child.awaitWarm();
                child.go(session.value());
                next = ChildJvm.start(java, folder); // boots while this one appends and is checked
                if (kill % 10 == 5) {
                    Thread.sleep(random.nextInt(25)); // now and then: while it opens and recovers the database
                } else {
                    child.awaitFirstSeq();
                    Thread.sleep(random.nextInt(80));
                }
                long reported = child.kill();
                verify(folder, session, reported, "kill " + kill + " (seed " + seed + ")");
                if (kill % 20 == 0) {
                    session = newSession(folder);
                }
            }
        } finally {
            next.kill();
        }
        System.out.printf("crash test: %d kills, %s events in the database, %d checkpoints checked, %.1f s,"
                + " seed %d%n", kills, RawDb.query(folder.resolve("ralph-desk.db"), "SELECT COUNT(*) FROM events").get(0),
                checkpoints, (System.nanoTime() - started) / 1e9, seed);
        assertTrue(checkpoints > kills / 2, "checkpoints were checked after " + checkpoints + " of " + kills + " kills");
    }

    private SessionId newSession(Path folder) {
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(folder, "test"), CATALOG)) {
            return store.create(NewSession.chat("crash " + System.nanoTime(), Path.of("/w"))).id();
        }
    }

    /**
     * After a kill: integrity ok, seqs 1..max contiguous and covering every reported seq, the index
     * row in step, the session opens without warnings and takes the next append, and its latest
     * checkpoint (written every seventh record, separately from the records) is not ahead of the log
     * and, with the records after it, gives what folding the whole log gives.
     */
    private void verify(Path folder, SessionId id, long reported, String context) {
        Path db = folder.resolve("ralph-desk.db");
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(folder, "test"), CATALOG, OPTIONS)) {
            assertEquals(List.of("ok"), RawDb.query(db, "PRAGMA integrity_check"), context);
            List<String> counts = RawDb.query(db, "SELECT COUNT(*) || ' ' || MIN(seq) || ' ' || MAX(seq)"
                    + " FROM events WHERE session_id = ?", id.value());
            String[] parts = counts.get(0).split(" ");
            long count = Long.parseLong(parts[0]);
            long max = Long.parseLong(parts[2]);
            assertEquals("1", parts[1], context + ": seqs start at 1");
            assertEquals(max, count, context + ": seqs are contiguous");
            assertTrue(max >= reported, context + ": reported seq " + reported + " but only " + max + " stored");
            assertEquals(List.of(String.valueOf(max)),
                    RawDb.query(db, "SELECT last_seq FROM sessions WHERE id = ?", id.value()),
                    context + ": the index row moved with its events");
            Optional<Checkpoint> checkpoint = store.checkpoint(id);
            if (checkpoint.isPresent()) {
                assertTrue(checkpoint.get().seq() <= max, context + ": checkpoint at " + checkpoint.get().seq());
                assertEquals(CrashFolds.whole(store, id).save(CATALOG.fingerprint()),
                        CrashFolds.fromCheckpoint(store, id).orElseThrow().save(CATALOG.fingerprint()),
                        context + ": checkpoint at " + checkpoint.get().seq() + " + tail");
                checkpoints++;
            }
            SessionLog log = store.open(id);
            assertEquals(List.of(), log.warnings(), context);
            assertEquals(max, log.lastSeq(), context);
            assertEquals(max + 1, store.append(id, new SessionRenamed("after " + context)).seq(), context);
        }
    }
}
