package dev.ralphdesk.persistence.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.persistence.contract.SampleEvents;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Append latency (one committed transaction per event) and sustained rate. Budget: p99 < 5 ms, ≥ 1,000/s. */
@Tag("bench")
class AppendBenchTest {
    private static final int WARM_UP = 1_000;
    private static final int MEASURED = 10_000;
    @TempDir
    Path dir;

    @Test
    void appendLatencyWithFullSync() {
        measure(SqliteOptions.Synchronous.NORMAL, dir.resolve("normal")); // for comparison only
        double[] full = measure(SqliteOptions.Synchronous.FULL, dir.resolve("full"));
        assertTrue(full[1] < 5.0, "p99 with synchronous=FULL is " + full[1] + " ms (budget 5 ms)");
        assertTrue(full[3] >= 1_000, "sustained rate with synchronous=FULL is " + full[3] + "/s (budget 1,000/s)");
    }

    /** Returns p50, p99, max (ms) and events/s. */
    private double[] measure(SqliteOptions.Synchronous level, Path folder) {
        List<SessionEvent> events = new ArrayList<>();
        for (int turn = 1; events.size() < WARM_UP + MEASURED; turn++) {
            events.addAll(SampleEvents.turn(turn, TurnOutcome.completed()));
        }
        long[] samples = new long[MEASURED];
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(folder, "bench"),
                EventCatalog.withCoreTypes(), SqliteOptions.defaults().withSynchronous(level))) {
            SessionId id = store.create(NewSession.chat("bench", Path.of("/w"))).id();
            for (int i = 0; i < WARM_UP; i++) {
                store.append(id, events.get(i));
            }
            long start = System.nanoTime();
            for (int i = 0; i < MEASURED; i++) {
                long before = System.nanoTime();
                store.append(id, events.get(WARM_UP + i));
                samples[i] = System.nanoTime() - before;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            double[] figures = {Figures.percentileMillis(samples, 50), Figures.percentileMillis(samples, 99),
                Figures.percentileMillis(samples, 100), MEASURED / seconds};
            Figures.print("append synchronous=%s: p50 %.3f ms, p99 %.3f ms, max %.1f ms, sustained %.0f events/s"
                    + " (%d appends, one transaction each)", level, figures[0], figures[1], figures[2], figures[3],
                    MEASURED);
            return figures;
        }
    }
}
