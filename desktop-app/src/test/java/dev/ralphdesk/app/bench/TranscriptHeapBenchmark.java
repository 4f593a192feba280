package dev.ralphdesk.app.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Heap after loading a 100k-event session into the transcript view model: the session (realistic
 * records, about 470 bytes of JSON each) is written to a SQLite data folder, the store reopened, and
 * the log read, folded into transcript rows and shown by a {@link TranscriptViewModel} as the window
 * does when a session opens. Reports the heap held with the decoded log still referenced (while
 * opening) and by the view model's rows alone (what stays while the session is shown), against the
 * JSON payload, and how long each step takes: the read and the fold run in the background in the
 * window, only the swap of the rows into the list runs on the FX thread.
 */
@Tag("bench")
class TranscriptHeapBenchmark {
    private static final int EVENTS = 100_000;
    @TempDir
    Path dir;

    @Test
    void loadAHundredThousandEventSessionIntoTheTranscriptViewModel() throws Exception {
        DataFolder folder = new DataFolder(dir, "bench");
        EventCatalog catalog = EventCatalog.withCoreTypes();
        SessionId id;
        RealisticTurns turns = new RealisticTurns();
        try (SqliteSessionStore store = SqliteSessionStore.open(folder, catalog,
                SqliteOptions.defaults().withSynchronous(SqliteOptions.Synchronous.NORMAL))) {
            id = store.create(NewSession.chat("100k events", dir)).id();
            for (int turn = 1; store.info(id).orElseThrow().lastSeq() < EVENTS; turn++) {
                SessionId session = id;
                turns.turn(turn).forEach(e -> store.append(session, e));
            }
        }
        long payload = payloadBytes(dir.resolve(DataFolder.DATABASE_FILE), id);
        try (SqliteSessionStore store = SqliteSessionStore.open(folder, catalog)) {
            long baseline = Figures.usedHeapAfterGc();
            long start = System.nanoTime();
            SessionLog log = store.open(id);
            double read = (System.nanoTime() - start) / 1e6;
            TranscriptViewModel transcript = new TranscriptViewModel(Transcripts.plain(), run -> false);
            start = System.nanoTime();
            TranscriptViewModel.FoldedLog fold = transcript.fold(log.events());
            double folded = (System.nanoTime() - start) / 1e6;
            start = System.nanoTime();
            transcript.show(fold, List.of(), false);
            double swap = (System.nanoTime() - start) / 1e6;
            fold = null;
            int events = log.events().size();
            long withLog = Figures.usedHeapAfterGc() - baseline;
            log = null;
            long rowsOnly = Figures.usedHeapAfterGc() - baseline;
            int rows = transcript.rows().size();
            assertTrue(events >= EVENTS && rows > 0);
            Figures.print("load %,d events (%.1f MB JSON payload, %d B/record) into the transcript view model "
                    + "(%,d rows): read %.0f ms + fold %.0f ms in the background, swap %.1f ms on the UI thread; "
                    + "heap with the decoded log %.1f MB (%.2f x payload), rows alone %.1f MB (%.2f x payload)",
                    events, payload / 1e6, payload / events, rows, read, folded, swap, withLog / 1e6,
                    (double) withLog / payload, rowsOnly / 1e6, (double) rowsOnly / payload);
            // keep the view model reachable until here
            assertTrue(transcript.rows().size() == rows);
        }
    }

    private static long payloadBytes(Path database, SessionId id) throws Exception {
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + database);
                PreparedStatement sum = db.prepareStatement(
                        "SELECT SUM(LENGTH(CAST(payload AS BLOB))) FROM events WHERE session_id = ?")) {
            sum.setString(1, id.value());
            try (ResultSet result = sum.executeQuery()) {
                result.next();
                return result.getLong(1);
            }
        }
    }
}
