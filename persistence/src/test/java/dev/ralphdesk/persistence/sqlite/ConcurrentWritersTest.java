package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.persistence.location.DataFolder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writes run on their callers' threads, one at a time: callers writing at once from several threads
 * lose no record, and each caller's records keep its order, in its own session and in a shared one.
 */
class ConcurrentWritersTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    private static final int CALLERS = 4;
    private static final int RECORDS = 40;
    @TempDir
    Path dir;

    @Test
    void callersWritingAtOnceKeepEveryRecordInTheirOrder() throws Exception {
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG)) {
            SessionId shared = store.create(NewSession.chat("shared", dir)).id();
            List<SessionId> own = new ArrayList<>();
            for (int c = 0; c < CALLERS; c++) {
                own.add(store.create(NewSession.chat("caller " + c, dir)).id());
            }
            ExecutorService callers = Executors.newFixedThreadPool(CALLERS);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int c = 0; c < CALLERS; c++) {
                    int caller = c;
                    done.add(callers.submit(() -> {
                        for (SessionEvent event : messages(caller)) {
                            store.append(own.get(caller), event);
                            store.append(shared, event);
                        }
                    }));
                }
                for (Future<?> each : done) {
                    each.get();
                }
            } finally {
                callers.shutdownNow();
            }

            List<SessionEvent> sharedEvents = after(store.open(shared).events());
            assertEquals(CALLERS * RECORDS, sharedEvents.size(), "no record of the shared session lost");
            for (int c = 0; c < CALLERS; c++) {
                String turn = "caller-" + c;
                assertEquals(messages(c), after(store.open(own.get(c)).events()));
                assertEquals(messages(c), sharedEvents.stream()
                        .filter(event -> ((UserMessage) event).turnId().equals(turn)).toList());
            }
        }
    }

    @Test
    void anInterruptedCallersRecordIsCommittedAndItGetsItsInterruptBack() {
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG)) {
            SessionId id = store.create(NewSession.chat("interrupted", dir)).id();
            UserMessage message = new UserMessage("t1", "still recorded", InputOrigin.human());

            Thread.currentThread().interrupt();
            LoggedEvent logged = store.append(id, message);
            assertTrue(Thread.interrupted(), "the interrupt flag is set again");

            assertEquals(2, logged.seq());
            assertEquals(List.of(message), after(store.open(id).events()));
        }
    }

    private static List<SessionEvent> messages(int caller) {
        List<SessionEvent> messages = new ArrayList<>();
        for (int i = 0; i < RECORDS; i++) {
            messages.add(new UserMessage("caller-" + caller, "message " + i, InputOrigin.human()));
        }
        return messages;
    }

    /** The records after {@code session/created}. */
    private static List<SessionEvent> after(List<LoggedEvent> logged) {
        return logged.subList(1, logged.size()).stream().map(LoggedEvent::event).toList();
    }
}
