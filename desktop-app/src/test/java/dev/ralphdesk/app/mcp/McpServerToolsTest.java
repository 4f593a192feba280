package dev.ralphdesk.app.mcp;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.mcp.config.McpServerConfig;
import dev.ralphdesk.app.mcp.server.ServerState;
import dev.ralphdesk.app.mcp.testing.TestServers;
import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.Approver;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolSpec;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnOutcome;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** MCP tools on the real agent loop against a real MCP server process (the SDK's server side, over stdio). */
class McpServerToolsTest {
    @TempDir
    Path workspace;
    @TempDir
    Path config;

    private McpStack stack(List<McpServerConfig> servers, ApprovalMode mode, Approver approver,
            ScriptedResponse... script) {
        return new McpStack(workspace, config, servers, mode, approver, List.of(script));
    }

    private McpStack stack(ScriptedResponse... script) {
        return stack(List.of(TestServers.settings("test", Map.of("TEST_SERVER_FLAG", "on"))), ApprovalMode.AUTO,
                Approver.NOBODY, script);
    }

    /** The text of the tool result the model was sent last. */
    private static ChatMessage.ToolResult lastToolResult(McpStack s) {
        List<ModelRequest> requests = s.model.requests();
        List<ChatMessage> messages = requests.get(requests.size() - 1).messages();
        return (ChatMessage.ToolResult) messages.get(messages.size() - 1);
    }

    @Test
    void theServersToolsReachTheModelNamespacedWithTheirSchemasAndACallIsAnswered() throws Exception {
        try (McpStack s = stack(call("test__echo", Json.object().put("text", "hi")), text("Echoed."))) {
            assertEquals(TurnOutcome.Kind.COMPLETED, s.turn("echo hi").outcome().kind());

            ToolSpec echo = s.model.requests().get(0).tools().stream().filter(t -> t.name().equals("test__echo"))
                    .findFirst().orElseThrow();
            assertEquals("Echoes the text back. (tool echo of the MCP server test)", echo.description());
            assertEquals("string", echo.parameters().path("properties").path("text").path("type").asText());
            assertTrue(s.model.requests().get(0).tools().stream().map(ToolSpec::name).toList()
                    .containsAll(List.of("read_file", "test__fail", "test__slow", "test__die", "test__env")));
            ChatMessage.ToolResult result = lastToolResult(s);
            assertEquals("echo: hi", result.content());
            assertFalse(result.error());
            assertEquals(new ServerState("test", McpServerConfig.Origin.SETTINGS, ServerState.Phase.READY, 6, ""),
                    s.servers().states().get(workspace).get(0));
        }
    }

    @Test
    void anErrorResultAndOtherContentReachTheModel() throws Exception {
        try (McpStack s = stack(call("test__fail", Json.object()), call("test__picture", Json.object()),
                text("Seen."))) {
            s.turn("try");
            ChatMessage.ToolResult failed = (ChatMessage.ToolResult) s.model.requests().get(1).messages()
                    .get(s.model.requests().get(1).messages().size() - 1);
            assertEquals("it went wrong on purpose", failed.content());
            assertTrue(failed.error());
            assertEquals("[image: image/png, 9 bytes, not shown]\na caption", lastToolResult(s).content());
        }
    }

    @Test
    void aServerThatExitsMidCallIsAnErrorResultAndRestartsOnceOnNextUse() throws Exception {
        try (McpStack s = stack(call("test__die", Json.object()), text("It died."), call("test__echo",
                Json.object().put("text", "again")), text("Back."))) {
            assertEquals(TurnOutcome.Kind.COMPLETED, s.turn("die").outcome().kind());
            ChatMessage.ToolResult died = lastToolResult(s);
            assertTrue(died.error());
            assertTrue(died.content().startsWith("The MCP server test failed: the server stopped while calling die"),
                    died.content());
            assertEquals(ServerState.Phase.FAILED, s.servers().states().get(workspace).get(0).phase());

            assertEquals(TurnOutcome.Kind.COMPLETED, s.turn("echo again").outcome().kind());
            assertEquals("echo: again", lastToolResult(s).content());
            assertEquals(ServerState.Phase.READY, s.servers().states().get(workspace).get(0).phase());

            s.servers().restart(workspace, "test"); // the person's Restart in Settings
            assertEquals(ServerState.Phase.READY, s.servers().states().get(workspace).get(0).phase());
        }
    }

    @Test
    void aServerThatNeverStartsIsANoticeAndTheSessionGoesOn() throws Exception {
        McpServerConfig bad = new McpServerConfig("broken", "/nonexistent/mcp-server", List.of(), Map.of(), null,
                McpServerConfig.Origin.SETTINGS, null);
        try (McpStack s = stack(List.of(bad), ApprovalMode.AUTO, Approver.NOBODY, text("Hello."), text("Again."))) {
            assertEquals(TurnOutcome.Kind.COMPLETED, s.turn("hi").outcome().kind());
            assertFalse(s.model.requests().get(0).tools().stream().anyMatch(t -> t.name().startsWith("broken__")));
            List<String> notices = notices(s);
            assertEquals(1, notices.size(), notices.toString());
            assertEquals("MCP server broken (settings.json) failed: cannot start `/nonexistent/mcp-server`: no such "
                    + "executable file. Its tools are not offered; the session goes on without them.", notices.get(0));
            ServerState state = s.servers().states().get(workspace).get(0);
            assertEquals(ServerState.Phase.FAILED, state.phase());

            assertEquals(TurnOutcome.Kind.COMPLETED, s.turn("hi again").outcome().kind());
            assertEquals(2, notices(s).size(),
                    "one retry on the next turn, said once more; then it stays failed without asking again");
            s.turn("and again");
            assertEquals(2, notices(s).size());
        }
    }

    @Test
    void stopEndsASlowCallWithinASecond() throws Exception {
        try (McpStack s = stack(call("test__slow", Json.object().put("ms", 30_000)), text("Never."))) {
            CompletableFuture<TurnResult> turn = s.agent.submit(TurnInput.human("be slow"));
            CompletableFuture<Void> calling = new CompletableFuture<>();
            s.t.bus.subscribe(event -> {
                if (event instanceof AgentEvent.Committed committed && committed.event() instanceof ToolCallStarted started
                        && started.name().equals("test__slow")) {
                    calling.complete(null);
                }
            });
            calling.get(60, TimeUnit.SECONDS);
            long stop = System.nanoTime();
            s.agent.cancel(CancelReason.PERSON);
            TurnResult result = turn.get(5, TimeUnit.SECONDS);
            long millis = (System.nanoTime() - stop) / 1_000_000;
            assertEquals(TurnOutcome.Kind.CANCELLED, result.outcome().kind());
            assertTrue(millis < 1_000, "the turn ended " + millis + " ms after Stop");
            assertEquals(ServerState.Phase.STOPPED, s.servers().states().get(workspace).get(0).phase(),
                    "the call is ended by stopping its server, which starts again when needed");
        }
    }

    @Test
    void aDeniedCallIsNotMadeAndTheModelIsToldSo() throws Exception {
        List<String> asked = new CopyOnWriteArrayList<>();
        Approver deny = request -> {
            asked.add(request.effect().tool() + " | " + request.effect().subject() + " | " + request.effect().details());
            return Answer.deny();
        };
        try (McpStack s = stack(List.of(TestServers.settings("test", Map.of())), ApprovalMode.ASK, deny,
                call("test__echo", Json.object().put("text", "secret")), text("Denied."))) {
            s.turn("echo");
            assertEquals(1, asked.size());
            assertTrue(asked.get(0).startsWith("test__echo | {\"text\":\"secret\"} | MCP server test (settings.json: "),
                    asked.get(0));
            assertTrue(asked.get(0).contains("tool echo\narguments: {\n  \"text\" : \"secret\"\n}"), asked.get(0));
            ChatMessage.ToolResult result = lastToolResult(s);
            assertTrue(result.error());
            assertTrue(result.content().startsWith("The person denied"), result.content());
        }
    }

    @Test
    void aDeclinedWorkspaceServerIsNotStartedByRestartButAskedAboutAgainAtTheNextTurn() throws Exception {
        java.nio.file.Files.createDirectories(workspace.resolve(".ralph-desk"));
        java.nio.file.Files.writeString(workspace.resolve(".ralph-desk/mcp.json"), TestServers.json("own"));
        List<String> asked = new CopyOnWriteArrayList<>();
        Approver deny = request -> {
            asked.add(request.effect().subject());
            return Answer.deny();
        };
        try (McpStack s = stack(List.of(), ApprovalMode.ASK, deny, text("One."), text("Two."))) {
            s.turn("hi");
            assertEquals(List.of("start the workspace's MCP server own"), asked);
            assertEquals(ServerState.Phase.DECLINED, s.servers().states().get(workspace).get(0).phase());

            s.servers().restart(workspace, "own");
            assertEquals(ServerState.Phase.NOT_STARTED, s.servers().states().get(workspace).get(0).phase(),
                    "Restart does not start what the person did not allow");
            s.turn("again");
            assertEquals(2, asked.size(), "asked again at the next turn");
        }
    }

    @Test
    void aServerGetsTheShellsAllowlistAndItsOwnEnvNothingElse() throws Exception {
        // besides them, the SDK itself passes on HOME, LOGNAME, PATH, SHELL, TERM and USER: never a key
        Set<String> sdkDefaults = Set.of("HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER");
        try (McpStack s = stack(call("test__env", Json.object()), text("Listed."))) {
            s.turn("env");
            Set<String> names = Set.of(lastToolResult(s).content().split(","));
            assertTrue(names.containsAll(Set.of("PATH", "HOME", "TEST_SERVER_FLAG")), names.toString());
            for (String name : System.getenv().keySet()) {
                if (!McpStack.ENVIRONMENT.containsKey(name) && !sdkDefaults.contains(name)) {
                    assertFalse(names.contains(name), name + " of Ralph Desk's environment reached the server");
                }
            }
        }
    }

    /** The notices recorded in the session, as a reopen shows them. */
    private static List<String> notices(McpStack s) {
        return s.t.store.open(s.agent.sessionId()).events().stream().map(LoggedEvent::event)
                .filter(NoticePosted.class::isInstance).map(e -> ((NoticePosted) e).text()).toList();
    }
}
