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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The context window in settings.json reaches the headless agent: once a session's history is
 * larger than the window, the request carries the newest exchanges behind the harness note, while
 * the log keeps every message.
 */
class ContextWindowCliTest {
    @TempDir
    Path dir;

    @Test
    void theSettingsContextWindowShortensTheHistorySentByTheCli() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Path config = Files.createDirectories(dir.resolve("config").resolve("ralph-desk"));
        Files.writeString(config.resolve("settings.json"), "{\"provider\": \"openai\", \"contextWindow\": 4096}");
        Map<String, String> env = Map.of("OPENAI_API_KEY", "sk-test", "RALPH_DESK_HOME", dir.resolve("data").toString(),
                "XDG_CONFIG_HOME", dir.resolve("config").toString(), "HOME", dir.toString());
        try (WireServer server = new WireServer()) {
            server.enqueue(Reply.sse(
                    "data: {\"id\":\"c\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"ok\"},\"finish_reason\":null}]}\n\n",
                    "data: {\"id\":\"c\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n",
                    "data: [DONE]\n\n"));
            String session = null;
            List<String> bodies = new ArrayList<>();
            for (int n = 1; n <= 4; n++) {
                List<String> words = new ArrayList<>(List.of("chat", "--base-url", server.base() + "/v1"));
                if (session == null) {
                    words.addAll(List.of("--workspace", workspace.toString()));
                } else {
                    words.addAll(List.of("--session", session));
                }
                words.add("message-" + n + " " + "z".repeat(6_000));
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                int code = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), env).run(words);
                String printed = out.toString(StandardCharsets.UTF_8);
                assertEquals(0, code, printed);
                if (session == null) {
                    session = printed.lines().findFirst().orElseThrow().split(" ")[1];
                }
                bodies.add(server.lastRequest().body());
            }
            assertFalse(bodies.get(0).contains("harness note from context"), "the first request fits whole");
            String last = bodies.get(3);
            assertTrue(last.contains("harness note from context") && last.contains("message-4 "), last.length() + "");
            assertFalse(last.contains("message-1 "), "the oldest exchange is left out of the request");
            ByteArrayOutputStream shown = new ByteArrayOutputStream();
            new Cli(new PrintStream(shown, true, StandardCharsets.UTF_8), System.err, env)
                    .run(List.of("sessions", "show", session));
            String transcript = shown.toString(StandardCharsets.UTF_8);
            for (int n = 1; n <= 4; n++) {
                assertTrue(transcript.contains("message-" + n + " "), "the log keeps message " + n);
            }
        }
    }
}
