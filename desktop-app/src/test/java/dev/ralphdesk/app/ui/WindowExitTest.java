package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Closing the window closes the store: the database file alone then holds every session. */
@ExtendWith(ApplicationExtension.class)
class WindowExitTest {
    @TempDir
    Path dir;

    @Test
    void closingTheWindowLeavesOneDatabaseFileWithEverySession(FxRobot robot) throws Exception {
        UiBoot boot = UiBoot.start(Map.of("HOME", dir.resolve("home").toString()));
        Path data = boot.startup().inUse().path();
        List<SessionInfo> sessions = boot.services().store().list(true);
        assertEquals(List.of("Offline demo"), sessions.stream().map(SessionInfo::title).toList());
        Stage stage = WaitForAsyncUtils.asyncFx(() -> new Stage()).get();
        robot.interact(() -> DesktopApp.show(boot, stage));
        Path wal = data.resolve("ralph-desk.db-wal");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Files.exists(wal));

        robot.interact(stage::close);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> Files.notExists(wal));

        Path copy = Files.createDirectories(dir.resolve("copy"));
        Files.copy(data.resolve("ralph-desk.db"), copy.resolve("ralph-desk.db"));
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(copy, "test"),
                EventCatalog.withCoreTypes())) {
            assertEquals(sessions, store.list(true));
        }
    }
}
