package dev.ralphdesk.app.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs the command line in this JVM with a data folder and a config folder under {@code dir} (the
 * config folder's {@code ralph-desk/settings.json} is the one read), keeping what the last run printed.
 */
final class CliRun {
    private final Map<String, String> env = new HashMap<>();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    CliRun(Path dir) {
        env.put("RALPH_DESK_HOME", dir.resolve("data").toString());
        env.put("XDG_CONFIG_HOME", dir.resolve("config").toString());
    }

    /** Also passes these variables (e.g. the PATH a server needs). */
    CliRun with(String name, String value) {
        env.put(name, value);
        return this;
    }

    int run(String... words) {
        out.reset();
        err.reset();
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true,
                StandardCharsets.UTF_8), Map.copyOf(env)).run(List.of(words));
    }

    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
