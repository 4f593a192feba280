package dev.ralphdesk.goal.scenario;

import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.goal.GoalStack;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A goal round is a turn of its chat, so the chat's own approval mode rules it (under an auto default). */
class GoalApprovalModeScenarioTest {
    @TempDir
    Path workspace;

    @Test
    void aGoalRoundOfAReadOnlyChatIsRefusedItsWrite() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, write("notes.txt", "round one"), text("The write was refused."),
                text("Nothing I can change."), text("Still read-only."), text("Stuck."))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/approve read-only").ok());
            assertTrue(s.command(agent, "/goal write the notes").ok());
            s.awaitIdle(agent);
            s.awaitQuiet();

            assertFalse(Files.exists(workspace.resolve("notes.txt")), "the chat's read-only ruled its goal round");
            List<String> results = s.events(agent.sessionId()).stream().filter(ToolCallFinished.class::isInstance)
                    .map(e -> ((ToolCallFinished) e).output()).toList();
            assertEquals(1, results.size(), results.toString());
            assertTrue(results.get(0).startsWith("Refused: approval mode read-only allows no file writes"),
                    results.get(0));
            assertEquals("goal-1#1", s.origins(agent.sessionId()).get(0));
        }
    }
}
