package dev.ralphdesk.core.instructions;

import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.model.scripted.ScriptedToolCall;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The project instructions on the real agent loop: in the system prompt, read again from the next turn. */
class ProjectInstructionsTurnTest {
    @TempDir
    Path workspace;

    @Test
    void theInstructionsReachTheSystemPromptAndAChangeAppliesFromTheNextTurn() throws Exception {
        Files.writeString(workspace.resolve("AGENTS.md"), "House rule: answer in haiku.");
        ScriptedResponse rewrite = new ScriptedResponse("Noting a new rule.", null, List.of(new ScriptedToolCall(
                "write_file", Json.object().put("path", "AGENTS.md").put("content", "House rule: answer in prose."),
                null)), null, null, null, null, null, null, null);
        ScriptedProvider model = new ScriptedProvider(ScriptedScenario.of(List.of(rewrite, text("Done."),
                text("In prose."))));
        try (TestHarness t = new TestHarness(model, HarnessOptions.defaults(), List.of(new WorkspacePlugin(),
                new InstructionsPlugin()))) {
            Agent agent = t.harness.createChat("rules", workspace);
            agent.submit(TurnInput.human("change the house rule")).get(30, TimeUnit.SECONDS);
            agent.submit(TurnInput.human("and now?")).get(30, TimeUnit.SECONDS);

            List<ModelRequest> requests = model.requests();
            assertEquals(3, requests.size());
            assertTrue(requests.get(0).systemPrompt().contains("<project-instructions file=\"AGENTS.md\">\n"
                    + "House rule: answer in haiku.\n</project-instructions>"), requests.get(0).systemPrompt());
            assertEquals(requests.get(0).systemPrompt(), requests.get(1).systemPrompt(),
                    "every step of a turn sends the same prompt, even after the file changed");
            assertTrue(requests.get(2).systemPrompt().contains("House rule: answer in prose."));
            assertFalse(requests.get(2).systemPrompt().contains("haiku"));
        }
    }
}
