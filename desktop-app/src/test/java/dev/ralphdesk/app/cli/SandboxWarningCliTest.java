package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.http.WireServer;
import dev.ralphdesk.core.testing.Quiescence;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code chat} whose bubblewrap fails its probe (a {@code bwrap} that exits 1 first on the PATH): the
 * person is warned on standard error once, before the first shell command's output; a turn without a
 * shell command neither waits for the probe's verdict nor says anything of the sandbox. Standard output and error are one stream here, as on a
 * terminal, so that their order shows.
 */
class SandboxWarningCliTest {
    private static final String WARNING = "warning: no sandbox: bwrap does not work here (exit 1: bwrap: "
            + "No permissions to create new namespace); shell commands run with your full access";
    @TempDir
    Path dir;
    private final ByteArrayOutputStream terminal = new ByteArrayOutputStream();
    private Path workspace;
    private Map<String, String> env;

    @BeforeEach
    void aBwrapThatFails() throws Exception {
        Path bin = Files.createDirectory(dir.resolve("bin"));
        // it answers only once the test lets it when there is a fifo to wait on
        Path bwrap = Files.writeString(bin.resolve("bwrap"), "#!/bin/sh\nif [ -p '" + hold() + "' ]; then "
                + "read go < '" + hold() + "'; fi\n"
                + "echo 'bwrap: No permissions to create new namespace' >&2\nexit 1\n");
        Files.setPosixFilePermissions(bwrap, PosixFilePermissions.fromString("rwxr-xr-x"));
        workspace = Files.createDirectory(dir.resolve("ws"));
        env = Map.of("PATH", bin + ":/usr/bin:/bin", "XDG_CONFIG_HOME", dir.resolve("config").toString(),
                "RALPH_DESK_HOME", dir.resolve("data").toString());
    }

    private Path hold() {
        return dir.resolve("hold");
    }

    private List<String> chat(WireServer server) throws Exception {
        Path config = Files.createDirectories(dir.resolve("config/ralph-desk"));
        Files.writeString(config.resolve("settings.json"), "{\"provider\": \"custom\", \"baseUrl\": \""
                + server.base() + "/v1\", \"model\": \"m\"}");
        terminal.reset();
        PrintStream both = new PrintStream(terminal, true, StandardCharsets.UTF_8);
        assertEquals(0, new Cli(both, both, env).run(List.of("chat", "--workspace", workspace.toString(), "go")),
                terminal.toString(StandardCharsets.UTF_8));
        return terminal.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void theWarningComesOnceBeforeTheFirstCommandsOutput() throws Exception {
        try (WireServer server = new WireServer()) {
            server.enqueue(OpenAiScript.shell("c1", "echo first"), OpenAiScript.shell("c2", "echo second"),
                    OpenAiScript.text("ok"));
            List<String> lines = chat(server);
            assertEquals(1, lines.stream().filter(WARNING::equals).count(), String.join("\n", lines));
            int warned = lines.indexOf(WARNING);
            int output = lines.indexOf("  first");
            assertTrue(output > 0 && warned < output && lines.indexOf("result (ok, exit 0):") > warned,
                    String.join("\n", lines));
            assertTrue(lines.contains("  second"), String.join("\n", lines));
        }
    }

    /** The fake bubblewrap's processes running now (a probe waits on the fifo, when there is one). */
    private long probes() {
        String bwrap = dir.resolve("bin/bwrap").toString();
        return ProcessHandle.current().children().filter(child -> child.info().arguments()
                .map(words -> List.of(words).contains(bwrap)).orElse(false)).count();
    }

    @Test
    void aCommandThatRunsNoTurnStartsNoProbe() throws Exception {
        assertEquals(0, new ProcessBuilder("mkfifo", hold().toString()).start().waitFor());
        try {
            PrintStream both = new PrintStream(terminal, true, StandardCharsets.UTF_8);
            assertEquals(0, new Cli(both, both, env).run(List.of("sessions", "list")),
                    terminal.toString(StandardCharsets.UTF_8));
            // the probe was started as the command was composed, before this (a process started is there
            // at once, and waits on the fifo): now it starts with the first model request only
            assertEquals(0, probes(), "a command without a model request started bubblewrap's probe");
        } finally {
            try (RandomAccessFile fifo = new RandomAccessFile(hold().toFile(), "rw")) {
                fifo.write("go\n".getBytes(StandardCharsets.US_ASCII));
            }
        }
    }

    @Test
    void aTurnWithoutACommandNeitherWaitsForTheProbeNorSaysAnythingOfTheSandbox() throws Exception {
        assertEquals(0, new ProcessBuilder("mkfifo", hold().toString()).start().waitFor());
        try (WireServer server = new WireServer()) {
            server.enqueue(OpenAiScript.text("nothing to run"));
            List<String> lines = chat(server);
            assertTrue(lines.contains("assistant: nothing to run"), String.join("\n", lines));
            assertTrue(lines.stream().noneMatch(line -> line.contains("sandbox")), String.join("\n", lines));
            // the probe starts as the request goes out, on a thread of its own, and cannot answer before the
            // fifo is written: the turn went by without its verdict once its process is seen still waiting
            Quiescence.probe().atRest("the probe's process started, and waiting", () -> probes() == 1).await();
        } finally {
            // read-write: opening does not wait for a reader, and the probe, if it still waits, reads this
            try (RandomAccessFile fifo = new RandomAccessFile(hold().toFile(), "rw")) {
                fifo.write("go\n".getBytes(StandardCharsets.US_ASCII));
            }
        }
    }
}
