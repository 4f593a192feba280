package dev.ralphdesk.persistence.location;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DataFolderTest {
    private static final Path HOME = Path.of("/home/ada");
    private static final Map<String, String> ALL = Map.of("RALPH_DESK_HOME", "/srv/desk", "XDG_DATA_HOME", "/xdg");

    @Test
    void theOptionWinsOverEverything() {
        assertEquals(new DataFolder(Path.of("/opt/data"), "--data-dir"), DataFolder.resolve("/opt/data", ALL, HOME));
    }

    @Test
    void ralphDeskHomeWinsOverXdg() {
        assertEquals(new DataFolder(Path.of("/srv/desk"), "RALPH_DESK_HOME"), DataFolder.resolve(null, ALL, HOME));
    }

    @Test
    void xdgDataHomeGetsItsOwnSubfolder() {
        assertEquals(new DataFolder(Path.of("/xdg/ralph-desk"), "XDG_DATA_HOME"),
                DataFolder.resolve(" ", Map.of("XDG_DATA_HOME", "/xdg", "RALPH_DESK_HOME", ""), HOME));
    }

    @Test
    void withNothingSetItIsUnderLocalShare() {
        assertEquals(new DataFolder(Path.of("/home/ada/.local/share/ralph-desk"), "default"),
                DataFolder.resolve(null, Map.of(), HOME));
    }

    @Test
    void aRelativeXdgDataHomeIsIgnoredAsTheSpecSays() {
        assertEquals(HOME.resolve(".local/share/ralph-desk"),
                DataFolder.resolve(null, Map.of("XDG_DATA_HOME", "relative/dir"), HOME).path());
    }

    @Test
    void aLeadingTildeIsExpandedToHome() {
        assertEquals(Path.of("/home/ada/desk"),
                DataFolder.resolve(null, Map.of("RALPH_DESK_HOME", "~/desk"), HOME).path());
        assertEquals(Path.of("/home/ada/x"), DataFolder.resolve("~/x", Map.of(), HOME).path());
    }

    @Test
    void aRelativeOptionIsMadeAbsoluteAndFilesLiveInside() {
        DataFolder folder = DataFolder.resolve("rel/data", Map.of(), HOME);
        assertEquals(Path.of("rel/data").toAbsolutePath(), folder.path());
        assertEquals(folder.path().resolve("ralph-desk.db"), folder.database());
        assertEquals(folder.path().resolve("ralph-desk.lock"), folder.lockFile());
    }
}
