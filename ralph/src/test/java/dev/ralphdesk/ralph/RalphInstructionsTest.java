package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.ralph.testing.RalphStack.continuing;
import static dev.ralphdesk.ralph.testing.RalphStack.ralph;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.instructions.InstructionsPlugin;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A round's fresh agent gets the workspace's project instructions, though none of the chat's guidance. */
class RalphInstructionsTest {
    @TempDir
    Path workspace;

    @Test
    void aRoundsChildGetsTheProjectInstructions() throws Exception {
        Files.writeString(workspace.resolve("AGENTS.md"), "House rule: keep notes short.");
        ScriptedProvider model = new ScriptedProvider(ScriptedScenario.of(List.of(ralph("Write notes.", 1),
                submit(continuing("wrote a line", "write more")), text("Round done."), text("The run ended."))));
        try (RalphStack stack = new RalphStack(model, Map.of(), null, List.of(new InstructionsPlugin()))) {
            stack.chat(workspace).submit(TurnInput.human("Start a Ralph run.")).get(60, TimeUnit.SECONDS);

            List<ModelRequest> children = stack.childRequests();
            assertFalse(children.isEmpty());
            for (ModelRequest request : children) {
                assertTrue(request.systemPrompt().contains("House rule: keep notes short."), request.systemPrompt());
                assertFalse(request.systemPrompt().contains("ralph(") || request.systemPrompt().contains("create_goal"),
                        "the chat's guidance stays with the chat");
            }
            assertTrue(stack.parentRequests().get(0).systemPrompt().contains("House rule: keep notes short."));
        }
    }
}
