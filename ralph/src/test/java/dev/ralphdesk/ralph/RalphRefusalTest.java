package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.ralph.testing.RalphStack.ralph;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.subagent.SubagentCapabilities;
import dev.ralphdesk.core.subagent.SubagentProvider;
import dev.ralphdesk.core.subagent.SubagentRequest;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Everything refused before a run exists, and what a child can never do. */
class RalphRefusalTest {
    @TempDir
    Path workspace;

    /** A provider without structured output, and a goal-like tool registered for chat only. */
    private static Plugin extras() {
        return new Plugin() {
            @Override
            public String id() {
                return "extras";
            }

            @Override
            public void install(PluginContext context) {
                context.addSubagentProvider(new SubagentProvider() {
                    @Override
                    public String name() {
                        return "plain";
                    }

                    @Override
                    public SubagentCapabilities capabilities() {
                        return new SubagentCapabilities(false, false);
                    }

                    @Override
                    public AgentHandle start(SubagentRequest request) {
                        throw new AssertionError("a refused provider must never start a child");
                    }
                });
                context.addTool(new GoalLikeTool(), Set.of(SessionKind.CHAT));
            }
        };
    }

    private static RalphStack stack(Map<String, String> config, dev.ralphdesk.core.model.scripted.ScriptedResponse... seq) {
        return new RalphStack(new ScriptedProvider(ScriptedScenario.of(List.of(seq))), config, null, List.of(extras()));
    }

    @Test
    void providersThatAreMissingUnstructuredOrInheritingAreRefusedBeforeAnythingRuns() {
        record Case(String provider, RalphException.Code code) {
        }
        for (Case c : List.of(new Case("plain", RalphException.Code.RALPH_PROVIDER_UNSTRUCTURED),
                new Case("fork", RalphException.Code.RALPH_PROVIDER_INHERITS_CONTEXT),
                new Case("nope", RalphException.Code.RALPH_PROVIDER_MISSING))) {
            try (RalphStack stack = stack(Map.of("ralph.subagentProvider", c.provider()))) {
                Agent parent = stack.chat(workspace);
                RalphException e = assertThrows(RalphException.class,
                        () -> stack.service().start(parent.sessionId(), RalphRequest.of("anything")));
                assertEquals(c.code(), e.code(), c.provider());
                assertEquals(1, stack.t.store.open(parent.sessionId()).events().size(), "nothing was written");
                assertEquals(1, stack.t.store.list(true).size(), "no child session");
                assertTrue(stack.model.requests().isEmpty());
                assertTrue(stack.t.harness.workflows().running().isEmpty());
            }
        }
    }

    @Test
    void theToolFailsLoudlyWithTheCodeWhenTheProviderIsRefused() throws Exception {
        try (RalphStack stack = stack(Map.of("ralph.subagentProvider", "plain"), ralph("go", null), text("It failed."))) {
            Agent parent = stack.chat(workspace);
            parent.submit(TurnInput.human("start a Ralph run")).get(10, TimeUnit.SECONDS);

            ModelRequest second = stack.model.requests().get(1);
            ChatMessage.ToolResult result = (ChatMessage.ToolResult) second.messages().get(2);
            assertTrue(result.error());
            assertTrue(result.content().startsWith("RALPH_PROVIDER_UNSTRUCTURED:"), result.content());
            assertEquals(1, stack.t.store.list(true).size(), "no child session");
        }
    }

    @Test
    void roundCapOverridesAboveTheCeilingAndExtraArgumentsAreRefused() throws Exception {
        ObjectNode extra = dev.ralphdesk.core.json.Json.object().put("objective", "x").put("subagentProvider", "fork");
        try (RalphStack stack = stack(Map.of("ralph.maxRounds", "5"), ralph("go", 6), Scripts.call("ralph", extra),
                text("ok"))) {
            Agent parent = stack.chat(workspace);
            RalphException e = assertThrows(RalphException.class,
                    () -> stack.service().start(parent.sessionId(), RalphRequest.of("x").withMaxRounds(6)));
            assertEquals(RalphException.Code.RALPH_INVALID_MAX_ROUNDS, e.code());

            parent.submit(TurnInput.human("go")).get(10, TimeUnit.SECONDS);
            List<ModelRequest> requests = stack.model.requests();
            assertTrue(toolResult(requests.get(1)).startsWith("RALPH_INVALID_MAX_ROUNDS: maxRounds must be 1 to 5"));
            assertTrue(toolResult(requests.get(2)).contains("'subagentProvider' is not allowed"));
        }
    }

    @Test
    void ralphAndGoalToolsAreOfferedToChatsAndNeverToChildren() throws Exception {
        try (RalphStack stack = stack(Map.of(), RalphStack.submit(RalphStack.blocked("no", "stop")), text("ok"),
                text("parent"))) {
            Agent parent = stack.chat(workspace);
            stack.service().start(parent.sessionId(), RalphRequest.of("x").withMaxRounds(1)).result()
                    .get(10, TimeUnit.SECONDS);
            parent.submit(TurnInput.human("hi")).get(10, TimeUnit.SECONDS);

            List<String> childTools = stack.childRequests().get(0).tools().stream().map(t -> t.name()).toList();
            List<String> parentTools = stack.parentRequests().get(0).tools().stream().map(t -> t.name()).toList();
            assertEquals(List.of("read_file", "write_file", "edit_file", "list_files", "search_files", "shell",
                    "submit_report"), childTools);
            assertTrue(parentTools.containsAll(List.of("ralph", "create_goal")), parentTools.toString());
            assertTrue(!parentTools.contains("submit_report"));
            assertTrue(stack.parentRequests().get(0).systemPrompt().contains("Use it only when the person explicitly asks"));
            assertTrue(!stack.childRequests().get(0).systemPrompt().contains("The `ralph` tool"));
        }
    }

    private static String toolResult(ModelRequest request) {
        ChatMessage last = request.messages().get(request.messages().size() - 1);
        return ((ChatMessage.ToolResult) last).content();
    }

    /** Stands in for the goal plugin's tools, which are registered for chat sessions only. */
    private static final class GoalLikeTool implements Tool {
        @Override
        public String name() {
            return "create_goal";
        }

        @Override
        public String description() {
            return "goal";
        }

        @Override
        public ObjectNode parameters() {
            return Schemas.object().build();
        }

        @Override
        public ToolResult call(JsonNode arguments, ToolContext context) {
            return ToolResult.ok("goal");
        }
    }
}
