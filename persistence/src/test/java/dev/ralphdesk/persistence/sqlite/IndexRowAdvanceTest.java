package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A record that sets no title nor summary column (a step's) moves only its session row's time and last
 * seq; one that sets some writes them. The row and the writer's view of it end as before either way.
 */
class IndexRowAdvanceTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    private static final ToolCall CALL = new ToolCall("call-1", "shell", "{\"command\":\"echo hi\"}");
    @TempDir
    Path dir;

    @Test
    void aStepsRecordsWriteNoTitleNorColumnsAndATurnsStartAndEndDo() {
        Path database = dir.resolve("index.db");
        EventWriter writer = WriterSetup.open(database, SqliteOptions.defaults());
        try {
            SessionId id = SessionId.random();
            writer.create(id, SessionKind.CHAT, "/w", null, null, EncodedEvent.of(CATALOG,
                    new SessionCreated("chat", "rows", "/w", null, null, null, null)), Map.of());
            RawDb.update(database, "CREATE TABLE rewrites (seq INTEGER)");
            RawDb.update(database, "CREATE TRIGGER rewritten AFTER UPDATE OF title, columns ON sessions"
                    + " BEGIN INSERT INTO rewrites VALUES (NEW.last_seq); END");
            List<SessionEvent> turn = List.of(new TurnStarted("t", InputOrigin.human()),
                    new AssistantMessage("t", 1, "", null, List.of(CALL)),
                    new ModelUsage("t", 1, "openai", "mock", new Usage(100, 10, 0), null),
                    new ToolCallStarted("t", CALL.id(), CALL.name(), CALL.arguments()),
                    new ToolCallFinished("t", CALL.id(), "shell", "hi\nexit code: 0", false, 0, 15, null),
                    new TurnFinished("t", TurnOutcome.completed(), 1));
            SessionInfo last = null;
            for (SessionEvent event : turn) {
                last = writer.append(id, EncodedEvent.of(CATALOG, event));
            }

            assertEquals(List.of("2", "7"), RawDb.query(database, "SELECT seq FROM rewrites ORDER BY seq"));
            assertEquals(List.of("7"), RawDb.query(database, "SELECT last_seq FROM sessions"));
            assertEquals(List.of(IndexRows.columnsJson(last.columns())),
                    RawDb.query(database, "SELECT columns FROM sessions"));
            assertEquals(List.of(String.valueOf(last.title())), RawDb.query(database, "SELECT title FROM sessions"));
        } finally {
            writer.close();
        }
    }
}
