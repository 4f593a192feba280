package dev.ralphdesk.persistence.location;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The data folder chosen in Settings, saved in the config folder and found again by the next start. */
class DataFolderPointerTest {
    @TempDir
    Path config;

    @Test
    void aSavedChoiceIsWhatTheNextResolutionUses() throws Exception {
        Path chosen = config.resolveSibling("chosen-data");
        DataFolderPointer.in(config).write(chosen);

        assertEquals(chosen + "\n", Files.readString(config.resolve("data-folder")));
        assertEquals(new DataFolder(chosen, "Settings"),
                DataFolder.resolve(null, Map.of("XDG_DATA_HOME", "/xdg"), Path.of("/home/ada"), config));
    }

    @Test
    void clearingForgetsTheChoiceAndNothingElse() throws Exception {
        Path chosen = Files.createDirectories(config.resolve("data"));
        DataFolderPointer pointer = DataFolderPointer.in(config);
        pointer.write(chosen);
        pointer.clear();

        assertEquals(Optional.empty(), pointer.read());
        assertEquals("default", DataFolder.resolve(null, Map.of(), Path.of("/home/ada"), config).source());
        assertEquals(true, Files.isDirectory(chosen), "the folder itself is never touched");
    }

    @Test
    void aMissingOrBlankFileIsNoChoice() throws Exception {
        assertEquals(Optional.empty(), DataFolderPointer.in(config).read());
        Files.writeString(config.resolve("data-folder"), "  \n");
        assertEquals(Optional.empty(), DataFolderPointer.in(config).read());
    }

    @Test
    void onlyAnAbsoluteFolderCanBeSaved() {
        assertThrows(IllegalArgumentException.class, () -> DataFolderPointer.in(config).write(Path.of("rel")));
    }
}
