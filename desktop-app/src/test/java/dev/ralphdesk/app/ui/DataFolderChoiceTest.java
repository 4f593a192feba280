package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.bridge.CurrentThreadUiExecutor;
import dev.ralphdesk.app.ui.settings.FileSettingsStore;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.persistence.location.DataFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A data folder and a language chosen in Settings are what the next start of the window uses; nothing is moved. */
class DataFolderChoiceTest {
    @TempDir
    Path dir;

    @Test
    void theNextStartOpensTheChosenFolderInTheChosenLanguage() throws Exception {
        Map<String, String> env = Map.of("HOME", dir.resolve("home").toString());
        Path chosen = dir.resolve("chosen-data");
        Path before;
        UiBoot first = UiBoot.start(env);
        try {
            before = first.startup().inUse().path();
            assertEquals(DataFolder.DEFAULT, first.startup().inUse().source());
            SettingsViewModel settings = new SettingsViewModel(new FileSettingsStore(first.config()), first.startup(),
                    new CurrentThreadUiExecutor());
            settings.load();
            settings.dataFolder().set(chosen.toString());
            settings.language().set("zh");
            assertTrue(settings.save());
            assertEquals(List.of(), List.copyOf(settings.errors().keySet()));
        } finally {
            first.services().close();
        }

        UiBoot second = UiBoot.start(env);
        try {
            assertEquals(new DataFolder(chosen, DataFolder.SETTINGS), second.startup().inUse());
            assertTrue(Files.exists(chosen.resolve("ralph-desk.db")));
            assertEquals("zh", second.texts().language());
            assertEquals("设置", second.texts().get("settings.title"));
            assertEquals(List.of("Offline demo"), second.services().store().list(true).stream()
                    .map(SessionInfo::title).toList(), "a first run in the new folder");
        } finally {
            second.services().close();
        }
        assertTrue(Files.exists(before.resolve("ralph-desk.db")), "the old folder keeps its database");
    }
}
