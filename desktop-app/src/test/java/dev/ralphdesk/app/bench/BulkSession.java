package dev.ralphdesk.app.bench;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.SessionFolds;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;

/**
 * A long chat session written fast, as the product would have left it: {@link RealisticTurns}
 * encoded by the product's event catalog (so validated as an append validates them) and inserted in
 * batches of 10,000 per transaction, then a checkpoint of the product's folds at the last record,
 * as the product saves one every 1,000 records and when a session closes. A million records take
 * well under a minute instead of the hours of a million agent turns.
 */
final class BulkSession {
    private static final int BATCH = 10_000;

    private BulkSession() {
    }

    static SessionId write(Path data, Path workspace, int events) throws Exception {
        DataFolder folder = new DataFolder(data, "bench");
        SqliteOptions options = SqliteOptions.defaults().withWarmUp(false);
        SessionInfo info;
        EventCatalog catalog;
        SessionFolds folds;
        try (AppServices app = Composition.compose(new ScriptedProvider(ScriptedScenario.of(List.of())),
                Composition.sqlite(folder, options), HarnessOptions.defaults(), new EventBus())) {
            info = app.store().create(NewSession.chat(String.format("%,d events", events), workspace));
            catalog = app.harness().catalog();
            List<CheckpointFold> product = app.harness().checkpointFolds();
            folds = SessionFolds.fold(product, info, app.store().open(info.id()).events());
        }
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + folder.database())) {
            try (Statement pragma = connection.createStatement()) {
                pragma.execute("PRAGMA synchronous = OFF");
            }
            connection.setAutoCommit(false);
            long micros = Instant.now().toEpochMilli() * 1_000;
            long seq = 1;
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO events (session_id, seq, type,"
                    + " schema_version, payload, time) VALUES (?, ?, ?, ?, ?, ?)")) {
                RealisticTurns turns = new RealisticTurns();
                for (int turn = 1; seq < events; turn++) {
                    for (SessionEvent event : turns.turn(turn)) {
                        if (seq == events) {
                            break;
                        }
                        seq++;
                        micros++;
                        insert.setString(1, info.id().value());
                        insert.setLong(2, seq);
                        insert.setString(3, event.type());
                        insert.setInt(4, catalog.typeOf(event).version());
                        insert.setString(5, catalog.encode(event));
                        insert.setLong(6, micros);
                        insert.addBatch();
                        folds.add(new LoggedEvent(seq, Instant.ofEpochSecond(0, micros * 1_000), event));
                        if (seq % BATCH == 0) {
                            insert.executeBatch();
                            connection.commit();
                        }
                    }
                }
                insert.executeBatch();
            }
            try (PreparedStatement index = connection.prepareStatement(
                    "UPDATE sessions SET last_seq = ?, updated_at = ? WHERE id = ?")) {
                index.setLong(1, seq);
                index.setLong(2, micros);
                index.setString(3, info.id().value());
                index.executeUpdate();
            }
            connection.commit();
        }
        try (SqliteSessionStore store = SqliteSessionStore.open(folder, catalog, options)) {
            store.saveCheckpoint(info.id(), folds.save(catalog.fingerprint()));
        }
        return info.id();
    }
}
