package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static dev.ralphdesk.ralph.testing.RalphStack.blocked;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A Ralph round asks in the name of its chat, so the chat's own approval mode rules it. */
class RalphApprovalModeTest {
    @TempDir
    Path workspace;

    /** What the tool named {@code tool} answered a round child, first. */
    private static String firstAnswer(RalphStack stack, String tool) {
        for (ModelRequest request : stack.childRequests()) {
            ChatMessage last = request.messages().get(request.messages().size() - 1);
            if (last instanceof ChatMessage.ToolResult result && result.toolName().equals(tool)) {
                return result.content();
            }
        }
        throw new AssertionError(tool + " never answered");
    }

    @Test
    void aRoundOfAChatInReadOnlyIsRefusedItsWriteUnderAnAutoDefault() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(write("notes.txt", "round one"),
                submit(blocked("could not write", "the write was refused")), text("ok")), Map.of())) {
            Agent chat = stack.chat(workspace);
            Harness.Input chosen = stack.t.harness.input(chat.sessionId(), "/approve read-only");
            assertTrue(((Harness.Input.CommandRan) chosen).result().ok());

            RalphResult result = stack.service().start(chat.sessionId(), RalphRequest.of("write the notes")
                    .withMaxRounds(1)).result().get(60, TimeUnit.SECONDS);

            assertEquals(RalphOutcome.BLOCKED, result.outcome());
            assertFalse(Files.exists(workspace.resolve("notes.txt")), "the chat's read-only ruled its round");
            assertTrue(firstAnswer(stack, "write_file").startsWith(
                    "Refused: approval mode read-only allows no file writes"), firstAnswer(stack, "write_file"));
        }
    }
}
