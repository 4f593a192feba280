package dev.ralphdesk.persistence.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.replay.FirstScreen;
import dev.ralphdesk.core.replay.Transcript;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.persistence.contract.SampleEvents;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reopen a session of 100k events: first screen (last 200 messages) < 500 ms, full replay (open +
 * transcript fold) < 2 s, heap of the decoded log < 2 × its JSON payload. Budgets are checked for
 * realistic record sizes; tiny records (about 100 bytes) are measured too and only reported, since
 * the fixed per-record cost of Java objects dominates there.
 */
@Tag("bench")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReopenBenchTest {
    private static final int EVENTS = 100_000;
    @TempDir
    Path dir;

    @Test
    @Order(1) // first, in a JVM whose decoding code is still cold
    void reopenAHundredThousandEventSessionOfRealisticRecords() {
        RealisticTurns turns = new RealisticTurns();
        double[] figures = reopen("realistic records", dir.resolve("realistic"), turns::turn);
        assertTrue(figures[0] < 500, "first screen " + figures[0] + " ms (budget 500 ms)");
        assertTrue(figures[1] < 2_000, "full replay " + figures[1] + " ms (budget 2 s)");
        assertTrue(figures[2] < 2.0, "heap " + figures[2] + " x payload (budget 2 x)");
    }

    @Test
    @Order(2)
    void reopenAHundredThousandEventSessionOfTinyRecords() {
        reopen("tiny records", dir.resolve("tiny"), n -> SampleEvents.turn(n, TurnOutcome.completed()));
    }

    /** Returns first screen ms, full replay ms, heap / payload. */
    private double[] reopen(String mix, Path path, IntFunction<List<SessionEvent>> turns) {
        DataFolder folder = new DataFolder(path, "bench");
        EventCatalog catalog = EventCatalog.withCoreTypes();
        SessionId id;
        try (SqliteSessionStore store = SqliteSessionStore.open(folder, catalog,
                SqliteOptions.defaults().withSynchronous(SqliteOptions.Synchronous.NORMAL))) {
            id = store.create(NewSession.chat("long", Path.of("/w"))).id();
            for (int turn = 1; store.info(id).orElseThrow().lastSeq() < EVENTS; turn++) {
                turns.apply(turn).forEach(e -> store.append(id, e));
            }
        }
        long payload = Long.parseLong(RawDb.query(path.resolve("ralph-desk.db"),
                "SELECT SUM(LENGTH(CAST(payload AS BLOB))) FROM events WHERE session_id = ?", id.value()).get(0));
        try (SqliteSessionStore store = SqliteSessionStore.open(folder, catalog)) {
            long start = System.nanoTime();
            FirstScreen screen = FirstScreen.load(store, Transcripts.plain(), id, 200);
            double firstScreen = Figures.millisSince(start);
            assertEquals(200, screen.transcript().messageCount());

            long heapBefore = Figures.usedHeapAfterGc();
            start = System.nanoTime();
            SessionLog log = store.open(id);
            Transcript transcript = Transcripts.plain().fold(log.events());
            double replay = Figures.millisSince(start);
            double heap = (double) (Figures.usedHeapAfterGc() - heapBefore) / payload;
            assertTrue(log.events().size() >= EVENTS && log.warnings().isEmpty() && !transcript.entries().isEmpty());

            start = System.nanoTime();
            Transcripts.plain().fold(store.open(id).events());
            double replayAgain = Figures.millisSince(start);
            start = System.nanoTime();
            FirstScreen.load(store, Transcripts.plain(), id, 200);
            double firstScreenAgain = Figures.millisSince(start);
            Figures.print("reopen %,d events, %s (%.1f MB JSON payload, %d B/record): first screen (last 200"
                    + " messages) %.0f ms (again %.0f ms); full replay (open + transcript fold) %.0f ms (again"
                    + " %.0f ms); heap of the decoded log %.2f x payload", log.events().size(), mix, payload / 1e6,
                    payload / log.events().size(), firstScreen, firstScreenAgain, replay, replayAgain, heap);
            return new double[] {firstScreen, replay, heap};
        }
    }
}
