package dev.ralphdesk.persistence.location;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

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

    /**
     * The precedence as a table: --data-dir > RALPH_DESK_HOME > the folder chosen in Settings >
     * XDG_DATA_HOME > ~/.local/share. Columns: option, RALPH_DESK_HOME, Settings choice, XDG_DATA_HOME,
     * expected folder and source.
     */
    static Stream<Arguments> precedence() {
        return Stream.of(
                Arguments.of("/opt/data", "/srv/desk", "/mnt/chosen", "/xdg", "/opt/data", "--data-dir"),
                Arguments.of(null, "/srv/desk", "/mnt/chosen", "/xdg", "/srv/desk", "RALPH_DESK_HOME"),
                Arguments.of(null, null, "/mnt/chosen", "/xdg", "/mnt/chosen", "Settings"),
                Arguments.of(" ", "", "/mnt/chosen", null, "/mnt/chosen", "Settings"),
                Arguments.of(null, null, null, "/xdg", "/xdg/ralph-desk", "XDG_DATA_HOME"),
                Arguments.of(null, null, "relative/chosen", "/xdg", "/xdg/ralph-desk", "XDG_DATA_HOME"),
                Arguments.of(null, null, "  ", null, "/home/ada/.local/share/ralph-desk", "default"),
                Arguments.of(null, null, null, null, "/home/ada/.local/share/ralph-desk", "default"));
    }

    @ParameterizedTest(name = "option={0} home={1} chosen={2} xdg={3} -> {5}")
    @MethodSource("precedence")
    void theFirstMatchWins(String option, String deskHome, String chosen, String xdg, String folder, String source) {
        Map<String, String> env = new java.util.HashMap<>();
        if (deskHome != null) {
            env.put("RALPH_DESK_HOME", deskHome);
        }
        if (xdg != null) {
            env.put("XDG_DATA_HOME", xdg);
        }
        assertEquals(new DataFolder(Path.of(folder), source),
                DataFolder.resolve(option, env, HOME, Optional.ofNullable(chosen)));
    }

    @Test
    void onlyTheOptionAndRalphDeskHomeOverrideTheChoiceInSettings() {
        assertEquals(true, DataFolder.resolve("/x", Map.of(), HOME).overridesSettings());
        assertEquals(true, DataFolder.resolve(null, Map.of("RALPH_DESK_HOME", "/x"), HOME).overridesSettings());
        assertEquals(false, DataFolder.resolve(null, Map.of("XDG_DATA_HOME", "/x"), HOME).overridesSettings());
        assertEquals(false, DataFolder.resolve(null, Map.of(), HOME, Optional.of("/x")).overridesSettings());
    }
}
