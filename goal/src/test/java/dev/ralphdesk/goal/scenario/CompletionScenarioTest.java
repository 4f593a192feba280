package dev.ralphdesk.goal.scenario;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Keyless real-stack scenarios: real loop, real bash tools, scripted model. */
class CompletionScenarioTest {
    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "test -f done.txt");
    }

    @Test
    void goalCompletesInThreeRoundsWithPassingEvidence() throws Exception {
        try (GoalStack s = GoalStack.of(workspace,
                runCheck(), text("Not yet: done.txt is missing."),
                write("done.txt", "ok\n"), text("Wrote done.txt."),
                runCheck(), text("done.txt exists; the check passed.\n<promise>DONE</promise>"),
                text("Finished: done.txt exists, verified with `sh check.sh`."))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal create done.txt").ok());
            s.awaitIdle(agent);

            GoalView view = s.view(agent.sessionId());
            assertEquals(GoalPhase.COMPLETE, view.goal().phase());
            assertEquals(3, view.roundsStarted());
            assertEquals(new GoalCompletion("verifier passed", "`sh check.sh` passed (exit 0)", 3),
                    view.goal().completion());
            assertEquals(List.of("goal-1#1", "goal-1#2", "goal-1#3", "system"), s.origins(agent.sessionId()));
            List<ModelRequest> requests = s.requests();
            assertEquals(7, requests.size());
            assertTrue(requests.get(0).lastUserText().startsWith("[goal round 1 / 256]"), requests.get(0).lastUserText());
            assertTrue(requests.get(0).lastUserText().contains("\"\"\"\ncreate done.txt\n\"\"\""));
            assertEquals(List.of(), requests.get(6).tools(), "the closing request offers no tools");
            assertTrue(requests.get(6).lastUserText().startsWith("[goal complete]"));
            assertTrue(s.events(agent.sessionId()).stream().filter(AssistantMessage.class::isInstance)
                    .map(e -> ((AssistantMessage) e).text()).noneMatch(t -> t.contains("<promise>")),
                    "the marker is stripped from the recorded text");
        }
    }

    @Test
    void prematureDoneIsRefusedAndAcceptedAfterTheTestsPass() throws Exception {
        try (GoalStack s = GoalStack.of(workspace,
                text("All done! <promise>DONE</promise>"),
                runCheck(), write("done.txt", "ok\n"), runCheck(),
                text("Verified. <promise>DONE</promise>"),
                text("Closing."))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal create done.txt").ok());
            s.awaitIdle(agent);

            List<ModelRequest> requests = s.requests();
            String round2 = requests.get(1).lastUserText();
            assertTrue(round2.startsWith("[goal round 2 / 256]"), round2);
            assertTrue(round2.contains("Your last completion claim was refused — Completion refused: no verifier has "
                    + "run in this round"), round2);
            GoalView view = s.view(agent.sessionId());
            assertEquals(GoalPhase.COMPLETE, view.goal().phase());
            assertEquals(2, view.roundsStarted());
            assertEquals("`sh check.sh` passed (exit 0)", view.goal().completion().evidence());
            assertEquals(6, requests.size());
        }
    }

    @Test
    void refusedUpdateGoalIsAnsweredInTheRoundAndTheWorkGoesOn() throws Exception {
        try (GoalStack s = GoalStack.of(workspace,
                call("update_goal", Json.object().put("action", "complete")),
                write("done.txt", "ok\n"), runCheck(),
                call("update_goal", Json.object().put("action", "complete")),
                text("Done."),
                text("Closing."))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal create done.txt").ok());
            s.awaitIdle(agent);

            List<ToolCallFinished> results = s.events(agent.sessionId()).stream()
                    .filter(ToolCallFinished.class::isInstance).map(ToolCallFinished.class::cast)
                    .filter(r -> r.name().equals("update_goal")).toList();
            assertTrue(results.get(0).error());
            assertTrue(results.get(0).output().startsWith("Completion refused: no verifier has run in this round"),
                    results.get(0).output());
            assertFalse(results.get(1).error(), results.get(1).output());
            GoalView view = s.view(agent.sessionId());
            assertEquals(GoalPhase.COMPLETE, view.goal().phase());
            assertEquals(1, view.roundsStarted(), "the refusal was answered inside the same round");
            assertEquals(new ChatMessage.User(s.requests().get(5).lastUserText()),
                    s.requests().get(5).messages().get(s.requests().get(5).messages().size() - 1));
            assertTrue(s.requests().get(5).lastUserText().startsWith("[goal complete]"));
        }
    }

    @Test
    void checkCommandMustPassBeforeCompletionIsAccepted() throws Exception {
        try (GoalStack s = GoalStack.of(workspace,
                shell("true"), text("Looks fine. <promise>DONE</promise>"),
                write("marker.txt", "x"), shell("true"), text("Now really. <promise>DONE</promise>"),
                text("Closing."))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), dev.ralphdesk.goal.domain.GoalDraft.of("make marker.txt")
                    .withCheck("test -f marker.txt")).ok());
            s.awaitIdle(agent);

            String round2 = s.requests().get(2).lastUserText();
            assertTrue(round2.contains("the check `test -f marker.txt` exited 1"), round2);
            GoalView view = s.view(agent.sessionId());
            assertEquals(GoalPhase.COMPLETE, view.goal().phase());
            assertEquals(new GoalCompletion("check passed", "check `test -f marker.txt` passed", 2),
                    view.goal().completion());
        }
    }
}
