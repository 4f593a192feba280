package dev.ralphdesk.app.ui.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.app.SwitchableModelProvider;
import dev.ralphdesk.app.cli.OpenAiScript;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.http.HttpRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.settings.ProviderChoice;
import dev.ralphdesk.core.settings.ProviderFactory;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Settings saved while the window runs apply from the next turn, on the real stack (real loop, real
 * bash, the real provider factory reading the saved file, two local servers speaking the
 * OpenAI-compatible wire format): the running turn keeps its provider and model, the next turn uses
 * the new ones, and the new approval mode answers the next question.
 */
class LiveSettingsTest {
    @TempDir
    Path dir;

    @Test
    void providerModelAndApprovalModeApplyFromTheNextTurn() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        ConfigLocation config = ConfigLocation.resolve(Map.of("XDG_CONFIG_HOME", dir.resolve("config").toString()), dir);
        Files.createDirectories(config.directory());
        try (WireServer first = new WireServer(); WireServer second = new WireServer()) {
            first.enqueue(OpenAiScript.shell("c1", "echo one > one.txt"), OpenAiScript.text("done one"));
            second.enqueue(OpenAiScript.shell("c2", "echo two > two.txt"), OpenAiScript.text("done two"));
            save(config, first, "first-model", "ask");
            ProviderFactory factory = new ProviderFactory(config, Map.of(), HttpRuntime.system(), DemoModel.deferred());
            ProviderChoice start = factory.create();
            SwitchableModelProvider model = new SwitchableModelProvider(start.provider());
            AtomicReference<ApprovalMode> mode = new AtomicReference<>(start.settings().approvalModeOr(ApprovalMode.ASK));
            LiveSettings live = new LiveSettings(factory::create, factory::create, model, mode);
            List<String> asked = new CopyOnWriteArrayList<>();
            HarnessOptions options = HarnessOptions.defaults().withApproval(ApprovalSetup.live(mode::get, request -> {
                asked.add(request.effect().subject());
                // the person saves new settings while this turn waits for them
                save(config, second, "second-model", "auto");
                live.apply();
                return Answer.once();
            }, ProtectedPaths.WORKSPACE_ONLY));
            try (TestHarness t = new TestHarness(model, options, List.of(new WorkspacePlugin()))) {
                Agent agent = t.harness.createChat("chat", workspace);
                agent.submit(TurnInput.human("first")).get(30, TimeUnit.SECONDS);
                agent.submit(TurnInput.human("second")).get(30, TimeUnit.SECONDS);
            }

            assertEquals(List.of("echo one > one.txt"), asked, "asked in the first turn only: auto applies next");
            assertEquals(List.of("first-model", "first-model"), models(first), "the running turn kept its own");
            assertEquals(List.of("second-model", "second-model"), models(second), "the next turn used the new");
            assertTrue(Files.exists(workspace.resolve("two.txt")), "the second turn's command ran without asking");
        }
    }

    private static void save(ConfigLocation config, WireServer server, String model, String mode) {
        try {
            Files.writeString(config.settingsFile(), "{\"provider\": \"custom\", \"baseUrl\": \"" + server.base()
                    + "/v1\", \"model\": \"" + model + "\", \"approvalMode\": \"" + mode + "\"}");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<String> models(WireServer server) throws Exception {
        List<String> models = new java.util.ArrayList<>();
        for (WireServer.Recorded request : server.requests()) {
            models.add(Json.parse(request.body()).get("model").asText());
        }
        return models;
    }
}
