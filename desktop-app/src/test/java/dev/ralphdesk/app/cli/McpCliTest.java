package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.mcp.testing.TestServers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The headless command line using an MCP tool end to end: a real MCP server process configured in
 * settings.json or in the workspace's .ralph-desk/mcp.json, the scripted model calling its tool.
 */
class McpCliTest {
    @TempDir
    Path dir;
    private CliRun cli;
    private Path workspace;
    private Path config;
    private Path scenario;

    @BeforeEach
    void layOut() throws Exception {
        config = Files.createDirectories(dir.resolve("config/ralph-desk"));
        workspace = Files.createDirectories(dir.resolve("ws"));
        scenario = Files.writeString(dir.resolve("echo.json"), """
                {"rules": [{"when": {"lastRole": "tool"}, "respond": {"text": "The server answered."}}],
                 "fallback": {"toolCalls": [{"name": "test__echo", "arguments": {"text": "from the model"}}]}}
                """);
    }

    private int run(String... words) {
        if (cli == null) {
            cli = new CliRun(dir).with("PATH", System.getenv("PATH")).with("HOME", dir.toString());
        }
        return cli.run(words);
    }

    private String out() {
        return cli.out();
    }

    @Test
    void aChatTurnCallsTheToolOfAServerInTheSettings() throws Exception {
        Files.writeString(config.resolve("settings.json"), TestServers.json("test"));
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(), "echo"),
                out() + cli.err());
        assertTrue(out().contains("tool test__echo {\"text\":\"from the model\"}\nresult (ok):\n  echo: from the model"),
                out());
        assertTrue(out().contains("assistant: The server answered."), out());
    }

    @Test
    void aWorkspacesOwnServerStartsOnlyOnceAllowedAndTheAnswerIsKept() throws Exception {
        Files.createDirectories(workspace.resolve(".ralph-desk"));
        Files.writeString(workspace.resolve(".ralph-desk/mcp.json"), TestServers.json("test"));

        // asked with no terminal to answer: not allowed, so not started; the session goes on
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "--approve", "ask", "echo"), out());
        assertTrue(out().contains("[warning] MCP server test (.ralph-desk/mcp.json) was not started: "), out());
        assertTrue(out().contains("Unknown tool 'test__echo'"), out());
        assertFalse(Files.exists(config.resolve("mcp-trust.json")));

        // allowed (mode auto): it starts and the answer is kept for the next time
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "--approve", "auto", "echo"), out());
        assertTrue(out().contains("echo: from the model"), out());
        assertTrue(Files.readString(config.resolve("mcp-trust.json")).contains("\"trusted\""));
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "--approve", "ask", "echo"), out());
        assertFalse(out().contains("was not started"), "trusted now, so not asked again: " + out());
        assertTrue(out().contains("Not done: calling test__echo: {\"text\":\"from the model\"} needs the person's "
                + "approval."), "its calls still ask, as every effect does in mode ask: " + out());
    }

    @Test
    void withoutMcpServersNothingOfTheSdkIsLoaded() throws Exception {
        Path loaded = dir.resolve("classes.txt");
        List<String> command = new ArrayList<>(List.of(TestServers.java(), "-Xlog:class+load=info:file=" + loaded, "-cp",
                System.getProperty("java.class.path"), "dev.ralphdesk.app.Launcher", "chat", "--workspace",
                workspace.toString(), "--scenario", Files.writeString(dir.resolve("hi.json"),
                        "{\"fallback\": {\"text\": \"hello\"}}").toString(), "hi"));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("RALPH_DESK_HOME", dir.resolve("data").toString());
        builder.environment().put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        builder.environment().put("XDG_STATE_HOME", dir.resolve("state").toString());
        Process process = builder.start();
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), printed);
        assertTrue(printed.contains("assistant: hello"), printed);
        String classes = Files.readString(loaded);
        assertTrue(classes.contains("dev.ralphdesk.app.mcp.McpPlugin"), "the plugin is there, at no cost");
        List<String> sdk = classes.lines().filter(line -> line.contains("io.modelcontextprotocol")
                || line.contains("reactor.core") || line.contains("dev.ralphdesk.app.mcp.server.McpConnection")).toList();
        assertEquals(List.of(), sdk);
    }
}
