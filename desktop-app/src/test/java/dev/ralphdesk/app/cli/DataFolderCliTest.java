package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.persistence.location.DataFolderPointer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line finds the data folder as the window does, the folder chosen in Settings included. */
class DataFolderCliTest {
    @TempDir
    Path dir;
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Map<String, String> env, String... words) {
        Cli cli = new Cli(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), env);
        return cli.run(List.of(words));
    }

    private Map<String, String> env() throws Exception {
        Path config = dir.resolve("config");
        DataFolderPointer.in(config.resolve("ralph-desk")).write(dir.resolve("chosen"));
        Map<String, String> env = new HashMap<>();
        env.put("HOME", dir.resolve("home").toString());
        env.put("XDG_CONFIG_HOME", config.toString());
        env.put("XDG_DATA_HOME", dir.resolve("xdg").toString());
        return env;
    }

    /** A command that writes (a reading one creates nothing), with its own workspace and the offline model. */
    private String[] chat(String... more) throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        Path scenario = Files.writeString(dir.resolve("scenario.json"), "{\"sequence\": [{\"text\": \"ok\"}]}");
        List<String> words = new ArrayList<>(List.of("chat", "--workspace", workspace.toString(),
                "--scenario", scenario.toString(), "hello"));
        words.addAll(List.of(more));
        return words.toArray(String[]::new);
    }

    @Test
    void theFolderChosenInSettingsWinsOverXdgDataHome() throws Exception {
        assertEquals(0, run(env(), chat()), err.toString(StandardCharsets.UTF_8));
        assertTrue(Files.exists(dir.resolve("chosen/ralph-desk.db")));
        assertFalse(Files.exists(dir.resolve("xdg/ralph-desk")));
    }

    @Test
    void theOptionAndRalphDeskHomeWinOverTheFolderChosenInSettings() throws Exception {
        assertEquals(0, run(env(), chat("--data-dir", dir.resolve("option").toString())));
        Map<String, String> withHome = env();
        withHome.put("RALPH_DESK_HOME", dir.resolve("desk-home").toString());
        assertEquals(0, run(withHome, chat()));

        assertTrue(Files.exists(dir.resolve("option/ralph-desk.db")));
        assertTrue(Files.exists(dir.resolve("desk-home/ralph-desk.db")));
        assertFalse(Files.exists(dir.resolve("chosen")));
    }

    @Test
    void aDataFolderThatCannotBeUsedIsAnEnvironmentErrorWithoutAStackTrace() throws Exception {
        Path file = Files.writeString(dir.resolve("not-a-folder"), "x");
        for (String[] words : List.of(chat("--data-dir", file.toString()),
                new String[] {"sessions", "list", "--data-dir", file.toString()})) {
            err.reset();
            assertEquals(3, run(env(), words), "writing or only reading: " + String.join(" ", words));
            String printed = err.toString(StandardCharsets.UTF_8);
            assertTrue(printed.startsWith("error: ") && printed.contains(file.toString()), printed);
            assertFalse(printed.contains("\tat "), printed);
        }
    }

    @Test
    void aCommandThatOnlyReadsCreatesNothing() throws Exception {
        assertEquals(0, run(env(), "sessions", "list"), err.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(dir.resolve("chosen/ralph-desk.db")));
        assertFalse(Files.exists(dir.resolve("xdg/ralph-desk")));
    }
}
