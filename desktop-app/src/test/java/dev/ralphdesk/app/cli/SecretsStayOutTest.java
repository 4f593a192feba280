package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.WireServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 4: a key planted in the environment reaches the server in the Authorization header only —
 * never the URL, the SQLite files, the printed transcript or the logs, the log file included (issue 11).
 * Issue 13: nor the shell, whose {@code env} the model runs first (its output would go to the provider
 * and into the log).
 */
class SecretsStayOutTest {
    private static final String KEY = "sk-planted-4f9a1c-do-not-leak";
    @TempDir
    Path dir;

    private static String chunk(String deltaJson, String finish) {
        return "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"delta\":"
                + deltaJson + ",\"finish_reason\":" + (finish == null ? "null" : "\"" + finish + "\"") + "}]}\n\n";
    }

    @Test
    void aPlantedKeyAppearsOnlyInTheAuthorizationHeader() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Path data = dir.resolve("data");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream realErr = System.err;
        try (WireServer server = new WireServer()) {
            server.enqueue(OpenAiScript.shell("call-env", "env; echo \"key=$OPENAI_API_KEY\""), Reply.sse(
                    chunk("{\"role\":\"assistant\",\"content\":\"\"}", null),
                    chunk("{\"content\":\"The key is safe.\"}", null),
                    chunk("{}", "stop"),
                    "data: [DONE]\n\n"));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code;
            try {
                code = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        Map.of("OPENAI_API_KEY", KEY, "RALPH_DESK_HOME", data.toString(),
                                "XDG_CONFIG_HOME", dir.resolve("config").toString(),
                                "XDG_STATE_HOME", dir.resolve("state").toString()))
                        .run(List.of("chat", "--workspace", workspace.toString(), "--provider", "openai",
                                "--base-url", server.base() + "/v1", "--model", "gpt-test", "is", "it", "safe?"));
            } finally {
                System.setErr(realErr);
            }
            assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
            assertEquals(2, server.requests().size());
            for (WireServer.Recorded request : server.requests()) {
                assertEquals("Bearer " + KEY, request.header("authorization"));
                assertFalse(request.target().contains(KEY), request.target());
                assertFalse(request.body().contains(KEY), request.body());
            }
            assertTrue(server.lastRequest().body().contains("key=\\n"), "the shell ran env without the key");
        }
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("The key is safe."));
        assertFalse(out.toString(StandardCharsets.UTF_8).contains(KEY));
        assertFalse(err.toString(StandardCharsets.UTF_8).contains(KEY));
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        assertTrue(files.stream().anyMatch(f -> f.getFileName().toString().equals("ralph-desk.db")), files.toString());
        String log = Files.readString(dir.resolve("state/ralph-desk/ralph-desk.log"));
        assertTrue(log.contains("model: openai-compatible gpt-test at http://127.0.0.1:"), log);
        assertTrue(log.contains("finished completed, steps 2"), "the log file is among the files scanned:\n" + log);
        for (Path file : files) {
            String bytes = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
            assertFalse(bytes.contains(KEY), "the key leaked into " + file);
        }
    }
}
