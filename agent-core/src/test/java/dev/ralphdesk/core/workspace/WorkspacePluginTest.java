package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.command.Command;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.plugin.AgentDirectory;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.session.EventType;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.subagent.SubagentProvider;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.Workspace;
import dev.ralphdesk.core.workflow.Workflow;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkspacePluginTest {

    @Test
    void installsTheSixToolsForChatsAndRalphChildren() {
        RecordingContext context = new RecordingContext();

        new WorkspacePlugin((folder, command, timeout, cancel) -> new CommandOutcome(0, "", "", false, false))
                .install(context);

        Set<SessionKind> both = Set.of(SessionKind.CHAT, SessionKind.RALPH_CHILD);
        assertEquals(Map.of("read_file", both, "write_file", both, "edit_file", both, "list_files", both,
                "search_files", both, "shell", both), context.tools);
        assertEquals(List.of("read_file", "write_file", "edit_file", "list_files", "search_files", "shell"),
                List.copyOf(context.tools.keySet()));
    }

    /** The runner prepares for the next command in the turn's workspace: its first command's spare goes there. */
    @Test
    void whileTheModelAnswersTheRunnerPreparesForTheNextCommandInTheWorkspace(@TempDir Path root) {
        RecordingContext context = new RecordingContext();
        List<Path> prepared = new ArrayList<>();
        new WorkspacePlugin(new CommandRunner() {
            @Override
            public CommandOutcome run(Path folder, String command, Duration timeout, CancellationToken cancel) {
                throw new AssertionError("no command runs");
            }

            @Override
            public void prepareNext(Path folder) {
                prepared.add(folder);
            }
        }).install(context);
        Workspace workspace = Workspace.open(root);
        AgentHandle agent = (AgentHandle) Proxy.newProxyInstance(AgentHandle.class.getClassLoader(),
                new Class<?>[] {AgentHandle.class}, (proxy, method, args) -> {
                    if (method.getName().equals("workspace")) {
                        return workspace;
                    }
                    throw new AssertionError("unexpected " + method.getName());
                });

        assertEquals(1, context.hooks.size());
        context.hooks.get(0).whileModelAnswers(new TurnContext(agent, "t1", InputOrigin.human(), 0));
        assertEquals(List.of(workspace.root()), prepared);
    }

    @Test
    void identifiesItselfAsWorkspace() {
        assertEquals("workspace", new WorkspacePlugin().id());
    }

    @Test
    void toolListIsAvailableWithoutInstalling() {
        List<String> names = WorkspacePlugin.tools(new BashCommandRunner()).stream().map(Tool::name).toList();

        assertEquals(List.of("read_file", "write_file", "edit_file", "list_files", "search_files", "shell"), names);
    }

    /** Records tool registrations and turn hooks; the plugin must use no other seam. */
    private static final class RecordingContext implements PluginContext {
        @Override
        public void addCheckpointFold(dev.ralphdesk.core.checkpoint.CheckpointFold fold) {
            throw new UnsupportedOperationException();
        }

        final Map<String, Set<SessionKind>> tools = new LinkedHashMap<>();

        @Override
        public void addTool(Tool tool, Set<SessionKind> kinds) {
            tools.put(tool.name(), Set.copyOf(kinds));
        }

        @Override
        public void addPromptSection(PromptSection section) {
            throw new AssertionError("unexpected prompt section");
        }

        @Override
        public void addCommand(Command command) {
            throw new AssertionError("unexpected command");
        }

        @Override
        public void addCliCommand(dev.ralphdesk.core.harness.CliCommand command) {
            throw new AssertionError("unexpected command-line command");
        }

        @Override
        public void addWorkflow(Workflow<?, ?> workflow) {
            throw new AssertionError("unexpected workflow");
        }

        @Override
        public void addSubagentProvider(SubagentProvider provider) {
            throw new AssertionError("unexpected subagent provider");
        }

        final List<TurnHook> hooks = new ArrayList<>();

        @Override
        public void addTurnHook(TurnHook hook) {
            hooks.add(hook);
        }

        @Override
        public void addEventType(EventType<?> type) {
            throw new AssertionError("unexpected event type");
        }

        @Override
        public void addTranscriptContribution(dev.ralphdesk.core.replay.TranscriptContribution contribution) {
            throw new AssertionError("unexpected transcript contribution");
        }

        @Override
        public void addControlVerb(String name, dev.ralphdesk.core.control.ControlVerb verb) {
            throw new AssertionError("unexpected control verb");
        }

        @Override
        public EventBus events() {
            throw new AssertionError("unexpected use of the event bus");
        }

        @Override
        public void addToolSource(dev.ralphdesk.core.tool.ToolSource source, Set<SessionKind> kinds) {
            throw new AssertionError("unexpected tool source");
        }

        @Override
        public dev.ralphdesk.core.model.ModelPricing pricing() {
            throw new AssertionError("unexpected use of the pricing");
        }

        @Override
        public PluginConfig config() {
            return PluginConfig.empty();
        }

        @Override
        public SessionStore sessions() {
            throw new AssertionError("unexpected use of the session store");
        }

        @Override
        public AgentDirectory agents() {
            throw new AssertionError("unexpected use of the agent directory");
        }

        @Override
        public void addSessionValidator(dev.ralphdesk.core.plugin.SessionValidator validator) {
            throw new AssertionError("unexpected session validator");
        }

        @Override
        public java.util.Optional<dev.ralphdesk.core.subagent.SubagentProvider> subagentProvider(String name) {
            throw new AssertionError("unexpected use of subagent providers");
        }

        @Override
        public dev.ralphdesk.core.workflow.WorkflowEngine workflowEngine() {
            throw new AssertionError("unexpected use of the workflow engine");
        }

        @Override
        public dev.ralphdesk.core.claim.SessionClaims claims() {
            throw new AssertionError("unexpected use of session claims");
        }
    }
}
