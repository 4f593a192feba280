package dev.ralphdesk.core.subagent;

import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalRequest;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.effect.ShellCommand;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.testing.EchoTool;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SubagentProvidersTest {
    @TempDir
    Path workspace;

    private static final PromptSection CHILD_SECTION = new PromptSection() {
        @Override
        public String id() {
            return "child";
        }

        @Override
        public String render(SessionKind kind) {
            return "CHILD-SYSTEM";
        }
    };

    @Test
    void theHarnessRegistersSpawnAndForkWithTheirCapabilities() {
        try (TestHarness t = new TestHarness(scripted(), HarnessOptions.defaults(), List.of())) {
            assertEquals(new SubagentCapabilities(true, false),
                    t.harness.subagentProvider("spawn").orElseThrow().capabilities());
            assertEquals(new SubagentCapabilities(true, true),
                    t.harness.subagentProvider("fork").orElseThrow().capabilities());
        }
    }

    @Test
    void spawnCreatesAFreshChildSessionInTheParentWorkspaceWithLineageAndNoSeedMessages() throws Exception {
        ScriptedProvider provider = scripted(text("parent answer PARENT-MARKER"), text("child answer"));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(TestHarness.tools(new EchoTool())))) {
            Agent parent = t.harness.createChat("parent", workspace);
            parent.submit(TurnInput.human("hello PARENT-MARKER")).get(5, TimeUnit.SECONDS);
            SubagentProvider spawn = t.harness.subagentProvider("spawn").orElseThrow();

            AgentHandle child = spawn.start(new SubagentRequest(parent, "run-1", 2, List.of(new Extra()),
                    List.of(CHILD_SECTION)));

            SessionLog log = t.store.open(child.sessionId());
            assertEquals(1, log.events().size(), "only session/created: no seed messages");
            SessionCreated created = (SessionCreated) log.events().get(0).event();
            assertEquals(new SessionCreated("ralph-child", "Ralph run-1 round 2", parent.workspace().root().toString(),
                    parent.sessionId().value(), null, "run-1", 2), created);
            SessionInfo info = t.store.info(child.sessionId()).orElseThrow();
            assertEquals(SessionKind.RALPH_CHILD, info.kind());
            assertEquals(parent.sessionId(), info.parentId());
            assertEquals(parent.workspace().root(), child.workspace().root());
            assertTrue(child.history().isEmpty());

            child.submit(TurnInput.human("child task")).get(5, TimeUnit.SECONDS);
            ModelRequest childRequest = provider.requests().get(1);
            assertEquals("CHILD-SYSTEM", childRequest.systemPrompt());
            assertEquals(List.of(new ChatMessage.User("child task")), childRequest.messages());
            assertEquals(List.of("echo", "extra"), childRequest.tools().stream().map(s -> s.name()).toList());
            assertFalse(childRequest.toString().contains("PARENT-MARKER"));
        }
    }

    @Test
    void aSpawnedChildAsksShellApprovalInItsParentsScopeNamingItsRunAndRound() throws Exception {
        ScriptedProvider provider = scripted(Scripts.call("shell", "command", "echo parent"), text("parent done"),
                Scripts.call("shell", "command", "echo child"), text("child done"));
        List<ApprovalRequest> asked = new CopyOnWriteArrayList<>();
        HarnessOptions options = HarnessOptions.defaults().withApproval(ApprovalSetup.of(ApprovalMode.ASK, request -> {
            asked.add(request);
            return Answer.once();
        }));
        try (TestHarness t = new TestHarness(provider, options, List.of(new WorkspacePlugin()))) {
            Agent parent = t.harness.createChat("parent", workspace);
            parent.submit(TurnInput.human("run it")).get(10, TimeUnit.SECONDS);
            AgentHandle child = t.harness.subagentProvider("spawn").orElseThrow()
                    .start(new SubagentRequest(parent, "run-1", 2, List.of(), List.of()));
            child.submit(TurnInput.human("run it too")).get(10, TimeUnit.SECONDS);

            assertEquals(List.of(new ApprovalRequest(SessionLineage.chat(parent.sessionId()), "parent",
                    new ShellCommand("shell", "echo parent", null), ApprovalMode.ASK),
                    new ApprovalRequest(new SessionLineage(child.sessionId(), SessionKind.RALPH_CHILD, parent.sessionId(),
                            "run-1", 2), "parent", new ShellCommand("shell", "echo child", null), ApprovalMode.ASK)),
                    asked);
            assertEquals(parent.sessionId(), asked.get(1).asker().approvalScope());
            assertEquals(parent.sessionId(), asked.get(0).asker().approvalScope());
        }
    }

    @Test
    void forkStartsTheChildFromACopyOfTheParentHistory() throws Exception {
        ScriptedProvider provider = scripted(text("parent answer"), text("child answer"));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of())) {
            Agent parent = t.harness.createChat("parent", workspace);
            parent.submit(TurnInput.human("hello PARENT-MARKER")).get(5, TimeUnit.SECONDS);

            AgentHandle child = t.harness.subagentProvider("fork").orElseThrow()
                    .start(new SubagentRequest(parent, "run-1", 1, List.of(), List.of()));

            assertEquals(parent.history(), child.history());
            assertEquals(parent.sessionId(), t.store.info(child.sessionId()).orElseThrow().parentId());
        }
    }

    @Test
    void releaseForgetsTheLiveChildButKeepsItsSession() {
        try (TestHarness t = new TestHarness(scripted(), HarnessOptions.defaults(), List.of())) {
            Agent parent = t.harness.createChat("parent", workspace);
            SubagentProvider spawn = t.harness.subagentProvider("spawn").orElseThrow();
            AgentHandle child = spawn.start(new SubagentRequest(parent, "run-1", 1, List.of(), List.of()));
            assertTrue(t.harness.find(child.sessionId()).isPresent());

            spawn.release(child);

            assertTrue(t.harness.find(child.sessionId()).isEmpty());
            assertTrue(t.store.info(child.sessionId()).isPresent());
        }
    }

    private static ScriptedProvider scripted(dev.ralphdesk.core.model.scripted.ScriptedResponse... responses) {
        return new ScriptedProvider(ScriptedScenario.of(List.of(responses)));
    }

    /** A child-only tool. */
    private static final class Extra implements Tool {
        @Override
        public String name() {
            return "extra";
        }

        @Override
        public String description() {
            return "extra";
        }

        @Override
        public com.fasterxml.jackson.databind.node.ObjectNode parameters() {
            return dev.ralphdesk.core.tool.Schemas.object().build();
        }

        @Override
        public dev.ralphdesk.core.tool.ToolResult call(com.fasterxml.jackson.databind.JsonNode arguments,
                dev.ralphdesk.core.tool.ToolContext context) {
            return dev.ralphdesk.core.tool.ToolResult.ok("extra");
        }
    }
}
