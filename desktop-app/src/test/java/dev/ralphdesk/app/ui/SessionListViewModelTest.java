package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.sessions.SessionListViewModel;
import dev.ralphdesk.app.ui.sessions.SessionRow;
import dev.ralphdesk.app.ui.bridge.CurrentThreadUiExecutor;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.session.event.TurnStarted;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SessionListViewModelTest {
    private static final Texts EN = Texts.of("en");
    @TempDir
    Path workspace;
    private final MovingClock clock = new MovingClock();
    private final InMemorySessionStore store = new InMemorySessionStore(EventCatalog.withCoreTypes(), clock);
    private final Set<SessionId> runningHere = new java.util.HashSet<>();
    private final SessionListViewModel sessions = new SessionListViewModel(store, new CurrentThreadUiExecutor(),
            runningHere::contains);

    @Test
    void newestFirstAndSearchByTitleOrFolder() {
        create("Fix the build");
        create("Write docs");
        sessions.refresh();
        assertEquals(List.of("Write docs", "Fix the build"), titles());

        sessions.search().set("BUILD");
        assertEquals(List.of("Fix the build"), titles());
    }

    @Test
    void renameForkTrashAndRestore() {
        SessionId id = create("First");
        sessions.rename(id, "Renamed");
        List<SessionId> forked = new ArrayList<>();
        sessions.fork(id, forked::add);
        assertEquals(List.of("Renamed (fork)", "Renamed"), titles());

        sessions.trash(forked.get(0));
        assertEquals(List.of("Renamed"), titles());
        sessions.trashShown().set(true);
        assertEquals(List.of("Renamed (fork)"), titles());
        sessions.restore(forked.get(0));
        assertEquals(List.of(), titles());
        sessions.trashShown().set(false);
        assertEquals(2, titles().size());
    }

    @Test
    void aSessionWhoseLastTurnNeverFinishedIsInterruptedUnlessItRunsHere() {
        SessionId id = create("Crashed");
        store.append(id, new TurnStarted("t1", InputOrigin.human()));
        sessions.refresh();
        assertTrue(row(0).interrupted());

        runningHere.add(id);
        sessions.refresh();
        assertFalse(row(0).interrupted());
    }

    @Test
    void anEmptyTitleIsRefusedWithAMessage() {
        SessionId id = create("Keep");
        sessions.rename(id, "  ");
        assertEquals("A session title cannot be empty.", EN.format(sessions.problem().get()));
        assertEquals(List.of("Keep"), titles());
    }

    @Test
    void ralphChildSessionsStayOutOfTheList() {
        SessionId parent = create("Chat with a run");
        store.create(NewSession.ralphChild(parent, "run-1", 1, workspace));
        sessions.refresh();
        assertEquals(List.of("Chat with a run"), titles());
    }

    @Test
    void newNeedsAnExistingFolder() {
        sessions.create(workspace.resolve("missing"), id -> { });
        assertEquals("Pick an existing folder as the workspace of the new session.", EN.format(sessions.problem().get()));
        assertEquals("请选择一个已存在的文件夹作为新会话的工作区。", Texts.of("zh").format(sessions.problem().get()));
    }

    @Test
    void activityReadsLikeAPerson() {
        Instant then = Instant.parse("2025-01-01T10:00:00Z");
        SessionRow row = new SessionRow(new SessionId("x"), "t", "/tmp/w", then, Message.NONE, false, false);
        assertEquals("5 min ago", EN.format(row.activity(then.plus(Duration.ofMinutes(5)))));
        assertEquals("5 分钟前", Texts.of("zh").format(row.activity(then.plus(Duration.ofMinutes(5)))));
        assertEquals("w", row.workspaceName());
    }

    private SessionId create(String title) {
        SessionId id = store.create(NewSession.chat(title, workspace)).id();
        sessions.refresh();
        return id;
    }

    private SessionRow row(int index) {
        return sessions.rows().get(index);
    }

    private List<String> titles() {
        return sessions.rows().stream().map(SessionRow::title).toList();
    }

    /** A clock one second further on each reading, so "newest first" is deterministic. */
    private static final class MovingClock extends Clock {
        private Instant now = Instant.parse("2025-01-01T00:00:00Z");

        @Override
        public synchronized Instant instant() {
            now = now.plusSeconds(1);
            return now;
        }

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    }
}
