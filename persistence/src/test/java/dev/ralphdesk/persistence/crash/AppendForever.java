package dev.ralphdesk.persistence.crash;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.persistence.contract.SampleEvents;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * The child process of the crash test. {@code AppendForever DATA_DIR}: loads its classes (and SQLite), prints
 * {@code warm}, waits for a session id on stdin, opens the store, prints {@code ready}, then appends
 * to that session until killed, printing each seq once {@code append} has returned (committed).
 * Every tenth turn also stores a blob. {@code AppendForever --warm-up DATA_DIR} does one short run
 * and exits normally (to record a class data sharing archive).
 */
public final class AppendForever {

    private AppendForever() {
    }

    public static void main(String[] args) throws IOException {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        if (args[0].equals("--warm-up")) {
            try (SqliteSessionStore store = open(args[1])) {
                SessionId id = store.create(NewSession.chat("warm-up", Path.of("/w"))).id();
                appendTurns(store, id, 10, out);
                store.open(id);
            }
            return;
        }
        EventCatalog.withCoreTypes().encode(SampleEvents.turn(0, TurnOutcome.completed()).get(3));
        try (Connection memory = DriverManager.getConnection("jdbc:sqlite::memory:")) {
            memory.createStatement().execute("SELECT 1"); // loads SQLite's native library before the clock starts
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        out.println("warm");
        String session = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        SqliteSessionStore store = open(args[0]);
        out.println("ready");
        appendTurns(store, new SessionId(session), Integer.MAX_VALUE, out);
    }

    private static SqliteSessionStore open(String folder) {
        return SqliteSessionStore.open(new DataFolder(Path.of(folder), "crash test"), EventCatalog.withCoreTypes(),
                SqliteOptions.defaults().withWarmUp(false));
    }

    private static void appendTurns(SqliteSessionStore store, SessionId id, int turns, PrintStream out) {
        for (int turn = 1; turn <= turns; turn++) {
            for (SessionEvent event : SampleEvents.turn(turn, TurnOutcome.completed())) {
                out.println(store.append(id, event).seq());
            }
            if (turn % 10 == 0) {
                String hash = store.putBlob(("output of turn " + turn + "\n").repeat(500));
                out.println(store.append(id, new ToolCallFinished("turn-" + turn, "blob", "shell", "…", false, 0,
                        9000, hash)).seq());
            }
        }
    }
}
