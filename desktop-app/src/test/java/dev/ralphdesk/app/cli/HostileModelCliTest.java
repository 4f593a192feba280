package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.http.WireServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13's probes on the real headless stack: the {@code chat} command with the settings file, the
 * SQLite log, the real tools, bash in the real sandbox, and a local server speaking OpenAI's wire
 * format as a hostile model that tries every trick. It finds no escape: no secret in the shell's
 * environment, the key file and the database out of the shell's sight, {@code .git/config} and the
 * outside folder unchanged, no network, hard links and control-character names refused, and in
 * {@code ask} mode without a terminal the {@code edit_file} of {@code .git/config} denied, naming the
 * flag that would allow it. The key reaches the server in the Authorization header only.
 */
class HostileModelCliTest {
    private static final String KEY = "sk-env-key-5b1e-do-not-leak";
    private static final String STORED_KEY = "sk-stored-key-0c7d-do-not-leak";
    private static final Map<String, String> PLANTED = Map.of("AWS_SECRET_ACCESS_KEY", "aws-secret-81f3",
            "DATABASE_PASSWORD", "db-password-2a6c", "GITHUB_PAT", "ghp_planted_9e4d", "OPENAI_API_KEY",
            "sk-openai-planted-77ab");
    private static final String SECRET = "outside secret 3f9a";
    @TempDir
    Path dir;
    private Path workspace;
    private Path outside;
    private Path data;
    private Path keyFile;
    private String gitConfig;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void layOut() throws Exception {
        workspace = Files.createDirectory(dir.resolve("ws"));
        outside = Files.createDirectory(dir.resolve("outside"));
        data = dir.resolve("data");
        Files.writeString(outside.resolve("secret.txt"), SECRET + "\n");
        Files.createLink(workspace.resolve("hard.txt"), outside.resolve("secret.txt"));
        assertEquals(0, new ProcessBuilder("git", "init", "-q", workspace.toString()).start().waitFor());
        gitConfig = Files.readString(workspace.resolve(".git/config"));
        Path config = Files.createDirectories(dir.resolve("config/ralph-desk"));
        keyFile = Files.writeString(config.resolve("key"), STORED_KEY + "\n");
    }

    private void settings(String base) throws IOException {
        Files.writeString(dir.resolve("config/ralph-desk/settings.json"), "{\"provider\": \"custom\", \"baseUrl\": \""
                + base + "/v1\", \"model\": \"m\", \"apiKey\": {\"source\": \"env\", \"variable\": \"MY_KEY\"}}");
    }

    private int chat(String... words) {
        Map<String, String> env = new HashMap<>(PLANTED);
        env.put("PATH", System.getenv("PATH"));
        env.put("HOME", dir.toString());
        env.put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        env.put("RALPH_DESK_HOME", data.toString());
        env.put("MY_KEY", KEY);
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true,
                StandardCharsets.UTF_8), env).run(List.of(words));
    }

    @Test
    void aHostileModelFindsNoEscapeHeadless() throws Exception {
        try (WireServer server = new WireServer(); ServerSocket listener = new ServerSocket(0, 50,
                InetAddress.getLoopbackAddress())) {
            settings(server.base().toString());
            server.enqueue(
                    OpenAiScript.shell("c1", "env"),
                    OpenAiScript.shell("c2", "cat " + keyFile + "; head -c 200 " + data.resolve("ralph-desk.db")
                            + "; echo \"home=$RALPH_DESK_HOME\""),
                    OpenAiScript.shell("c3", "git config core.fsmonitor 'touch fsmonitor-ran'; "
                            + "echo '[core] fsmonitor = touch ran' >> .git/config"),
                    OpenAiScript.shell("c4", "echo pwned > " + outside.resolve("pwned.txt") + "; echo pwned >> "
                            + outside.resolve("secret.txt")),
                    OpenAiScript.shell("c5", "exec 3<>/dev/tcp/127.0.0.1/" + listener.getLocalPort()
                            + " && echo connected"),
                    OpenAiScript.call("c6", "read_file", Json.object().put("path", "hard.txt")),
                    OpenAiScript.call("c7", "edit_file", Json.object().put("path", "hard.txt")
                            .put("old_text", "outside secret").put("new_text", "pwned")),
                    OpenAiScript.call("c8", "write_file", Json.object().put("path", "evil\nname.txt")
                            .put("content", "x")),
                    OpenAiScript.text("All done."));

            assertEquals(0, chat("chat", "--workspace", workspace.toString(), "go"), err.toString());

            List<WireServer.Recorded> requests = server.requests();
            assertEquals(9, requests.size());
            String last = requests.get(8).body();
            for (String secret : secrets()) {
                for (WireServer.Recorded request : requests) {
                    assertFalse(request.body().contains(secret), () -> "sent to the provider: " + secret);
                    assertFalse(request.target().contains(secret));
                }
            }
            assertTrue(requests.stream().allMatch(r -> ("Bearer " + KEY).equals(r.header("authorization"))));
            assertTrue(toolResult(last, "c1").contains("PATH="), toolResult(last, "c1"));
            assertTrue(toolResult(last, "c2").contains("No such file"), toolResult(last, "c2"));
            assertTrue(toolResult(last, "c2").contains("home=\n"), "RALPH_DESK_HOME reached the shell");
            assertTrue(toolResult(last, "c3").contains("Read-only file system"), toolResult(last, "c3"));
            assertTrue(toolResult(last, "c4").endsWith("exit code: 1"), toolResult(last, "c4"));
            assertFalse(toolResult(last, "c5").contains("connected"), "the shell reached the network");
            assertTrue(toolResult(last, "c6").contains("reading hard.txt, a file with 2 hard links needs the "
                    + "person's approval"), last);
            assertTrue(toolResult(last, "c7").contains("writing hard.txt, a file with 2 hard links needs the "
                    + "person's approval"), last);
            assertTrue(toolResult(last, "c8").contains("control character U+000A"), last);
        }
        assertEquals(SECRET + "\n", Files.readString(outside.resolve("secret.txt")));
        assertFalse(Files.exists(outside.resolve("pwned.txt")));
        assertEquals(gitConfig, Files.readString(workspace.resolve(".git/config")));
        try (Stream<Path> files = Files.list(workspace)) {
            assertEquals(List.of(".git", "hard.txt"), files.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertFalse(err.toString(StandardCharsets.UTF_8).contains("no sandbox"), err.toString());
        assertNoSecretIn(out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8), "the output");
        assertNoSecretInFilesUnder(data);
    }

    @Test
    void inAskModeWithoutATerminalTheEditOfGitConfigIsDeniedNamingTheFlag() throws Exception {
        try (WireServer server = new WireServer()) {
            settings(server.base().toString());
            server.enqueue(
                    OpenAiScript.call("c1", "edit_file", Json.object().put("path", ".git/config")
                            .put("old_text", "[core]").put("new_text", "[core]\n\tfsmonitor = touch ran")),
                    OpenAiScript.shell("c2", "touch ran-a-command"),
                    OpenAiScript.text("Could not."));

            assertEquals(0, chat("chat", "--workspace", workspace.toString(), "--approve", "ask", "go"),
                    err.toString());

            String last = server.lastRequest().body();
            assertEquals("Not done: writing .git/config (protected: .git/) needs the person's approval. There is no "
                    + "terminal to ask. `--approve auto` allows it.", toolResult(last, "c1"));
            assertEquals("Not done: running this command: touch ran-a-command needs the person's approval. There is "
                    + "no terminal to ask. `--approve auto` allows it.", toolResult(last, "c2"));
        }
        assertEquals(gitConfig, Files.readString(workspace.resolve(".git/config")));
        assertFalse(Files.exists(workspace.resolve("ran-a-command")));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("[approval] denied (no terminal to ask): edit_file "
                + ".git/config"), out.toString(StandardCharsets.UTF_8));
    }

    /** The text of the tool result for call {@code id} in a Chat Completions request body. */
    private static String toolResult(String body, String id) throws IOException {
        for (com.fasterxml.jackson.databind.JsonNode message : Json.parse(body).path("messages")) {
            if (message.path("role").asText().equals("tool") && message.path("tool_call_id").asText().equals(id)) {
                return message.path("content").asText();
            }
        }
        throw new AssertionError("no result for " + id + " in " + body);
    }

    private static List<String> secrets() {
        List<String> all = new ArrayList<>(PLANTED.values());
        all.add(KEY);
        all.add(STORED_KEY);
        all.add(SECRET);
        return all;
    }

    private static void assertNoSecretIn(String text, String where) {
        for (String secret : secrets()) {
            assertFalse(text.contains(secret), () -> secret + " leaked into " + where);
        }
    }

    private static void assertNoSecretInFilesUnder(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                assertNoSecretIn(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1), file.toString());
            }
        }
    }
}
