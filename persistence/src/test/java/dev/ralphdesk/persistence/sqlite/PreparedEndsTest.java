package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.persistence.schema.Migrations;
import dev.ralphdesk.persistence.schema.Migrator;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A step's records prepare no SQL of their own: their transactions' ends and sync levels run through
 * statements the writer prepared once, and every record is still committed.
 */
class PreparedEndsTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    private static final ToolCall CALL = new ToolCall("call-1", "shell", "{\"command\":\"echo hi\"}");
    @TempDir
    Path dir;

    @Test
    void aStepsRecordsPrepareNothingAfterTheFirstStep() throws Exception {
        Path database = dir.resolve("prepared.db");
        SqliteOptions options = SqliteOptions.defaults();
        Connection real = Connections.writer(database, options);
        Migrator.migrate(real, Migrations.ALL, options.clock());
        List<String> prepared = new ArrayList<>();
        EventWriter writer = new EventWriter(counting(real, prepared), database, options.clock(), options.synchronous());
        try {
            SessionId id = SessionId.random();
            writer.create(id, SessionKind.CHAT, "/w", null, null, EncodedEvent.of(CATALOG,
                    new SessionCreated("chat", "prepared", "/w", null, null, null, null)), Map.of());
            step(writer, id);
            prepared.clear();
            for (int i = 0; i < 3; i++) {
                step(writer, id);
            }
            assertEquals(List.of(), prepared, "SQL prepared or run as text by later steps");
            try (Statement count = real.createStatement();
                    ResultSet rows = count.executeQuery("SELECT COUNT(*) FROM events WHERE session_id = '" + id.value()
                            + "'")) {
                rows.next();
                assertEquals(1 + 4 * 3, rows.getInt(1));
            }
        } finally {
            writer.close();
        }
    }

    private static void step(EventWriter writer, SessionId id) {
        writer.append(id, EncodedEvent.of(CATALOG, new AssistantMessage("t", 1, "", null, List.of(CALL))));
        writer.append(id, EncodedEvent.of(CATALOG, new ToolCallStarted("t", CALL.id(), CALL.name(), CALL.arguments())));
        writer.append(id, EncodedEvent.of(CATALOG, new ToolCallFinished("t", CALL.id(), "shell", "hi", false, 0, 2,
                null)));
    }

    /** {@code real}, noting the SQL of every statement prepared and every text run through a plain statement. */
    private static Connection counting(Connection real, List<String> sql) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                forward(real, (method, args) -> {
                    boolean prepares = method.getName().startsWith("prepare");
                    boolean runsText = method.getName().startsWith("execute") && args != null && args.length > 0
                            && args[0] instanceof String;
                    if (prepares || runsText) {
                        sql.add((String) args[0]);
                    }
                }));
    }

    private interface Note {
        void of(Method method, Object[] args);
    }

    /** Forwards calls to {@code target}, noting each first; a plain statement it makes is forwarded likewise. */
    private static InvocationHandler forward(Object target, Note note) {
        return (proxy, method, args) -> {
            note.of(method, args);
            Object result;
            try {
                result = method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            if (result instanceof Statement statement && method.getName().equals("createStatement")) {
                return Proxy.newProxyInstance(Statement.class.getClassLoader(), new Class<?>[] {Statement.class},
                        forward(statement, note));
            }
            return result;
        };
    }
}
