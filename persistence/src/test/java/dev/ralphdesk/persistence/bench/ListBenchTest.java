package dev.ralphdesk.persistence.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.persistence.contract.SampleEvents;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The session list with 1,000 sessions, read from the index alone. Budget: < 200 ms. */
@Tag("bench")
class ListBenchTest {
    @TempDir
    Path dir;

    @Test
    void listAThousandSessions() {
        DataFolder folder = new DataFolder(dir, "bench");
        try (SqliteSessionStore store = SqliteSessionStore.open(folder, EventCatalog.withCoreTypes(),
                SqliteOptions.defaults().withSynchronous(SqliteOptions.Synchronous.NORMAL))) {
            for (int i = 0; i < 1_000; i++) {
                SessionId id = store.create(NewSession.chat("session " + i, Path.of("/w/" + i))).id();
                SampleEvents.turn(i, TurnOutcome.completed()).forEach(e -> store.append(id, e));
            }
        }
        try (SqliteSessionStore store = SqliteSessionStore.open(folder, EventCatalog.withCoreTypes())) {
            long start = System.nanoTime();
            int listed = store.list(false).size();
            double first = Figures.millisSince(start);
            long[] samples = new long[20];
            for (int i = 0; i < samples.length; i++) {
                long before = System.nanoTime();
                store.list(false);
                samples[i] = System.nanoTime() - before;
            }
            assertEquals(1_000, listed);
            Figures.print("list 1,000 sessions: first call after opening %.1f ms, then median %.1f ms", first,
                    Figures.percentileMillis(samples, 50));
            assertTrue(first < 200, "first list took " + first + " ms (budget 200 ms)");
        }
    }
}
