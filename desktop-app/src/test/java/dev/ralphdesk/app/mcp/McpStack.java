package dev.ralphdesk.app.mcp;

import dev.ralphdesk.app.mcp.config.McpServerConfig;
import dev.ralphdesk.app.mcp.server.McpServers;
import dev.ralphdesk.app.mcp.server.McpTrust;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.approval.Approver;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The real agent loop with the MCP plugin, a scripted model, and servers started as child processes. */
final class McpStack implements AutoCloseable {
    static final Map<String, String> ENVIRONMENT = Map.of("PATH", System.getenv().getOrDefault("PATH", "/usr/bin"),
            "HOME", System.getProperty("user.home"));
    final ScriptedProvider model;
    final TestHarness t;
    final McpPlugin plugin;
    final Agent agent;

    McpStack(Path workspace, Path config, List<McpServerConfig> servers, ApprovalMode mode, Approver approver,
            List<ScriptedResponse> script) {
        this.model = new ScriptedProvider(ScriptedScenario.of(script));
        this.plugin = new McpPlugin(servers, () -> ENVIRONMENT, new McpTrust(config.resolve("mcp-trust.json")),
                Duration.ofSeconds(30));
        this.t = new TestHarness(model, HarnessOptions.defaults().withApproval(ApprovalSetup.of(mode, approver)),
                List.of(new WorkspacePlugin(), plugin));
        this.agent = t.harness.createChat("mcp", workspace);
    }

    TurnResult turn(String text) throws Exception {
        return agent.submit(TurnInput.human(text)).get(60, TimeUnit.SECONDS);
    }

    McpServers servers() {
        return plugin.servers();
    }

    @Override
    public void close() {
        plugin.servers().close();
        t.close();
    }
}
