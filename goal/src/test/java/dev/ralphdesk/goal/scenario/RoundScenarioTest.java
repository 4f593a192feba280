package dev.ralphdesk.goal.scenario;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.RequestMatch;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalDraft;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How rounds run: no-progress detection and the compact continuation mode. */
class RoundScenarioTest {
    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "echo one");
    }

    @Test
    void noProgressBlocksAfterThreeRoundsThatChangeNothing() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, text("Thinking."), text("Still thinking."), text("Hmm."),
                text("I got stuck."))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal improve the parser").ok());
            s.awaitIdle(agent);

            assertEquals(new BlockReason(BlockReason.NO_PROGRESS, "3 rounds in a row changed nothing in the "
                    + "workspace and produced no new verifier evidence; no verifier evidence yet"),
                    s.view(agent.sessionId()).goal().blockedReason());
            assertEquals(List.of("goal-1#1", "goal-1#2", "goal-1#3", "system"), s.origins(agent.sessionId()));
        }
    }

    @Test
    void aRoundThatChangesTheWorkspaceThroughTheShellIsProgress() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, text("Thinking."), text("Still thinking."),
                shell("echo more >> notes.txt"), text("Wrote notes with the shell."), text("Hmm."),
                text("Hmm again."), text("Still nothing."))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal improve the parser").ok());
            s.awaitIdle(agent);

            assertEquals(BlockReason.NO_PROGRESS, s.view(agent.sessionId()).goal().blockedReason().code());
            assertEquals(6, s.view(agent.sessionId()).roundsStarted(), "round 3 reset the count");
        }
    }

    @Test
    void theSameCallWithTheSameResultThreeTimesBlocksAtOnce() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, shell("echo same"), shell("echo same"), shell("echo same"),
                text("I was looping."))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal improve the parser").ok());
            s.awaitIdle(agent);

            assertEquals(new BlockReason(BlockReason.NO_PROGRESS, "the same shell call with the same arguments and "
                    + "result came 3 times in the last 3 calls; no verifier evidence yet"),
                    s.view(agent.sessionId()).goal().blockedReason());
            assertEquals(4, s.requests().size(), "three steps, then the closing request");
            assertEquals("I was looping.", s.t.committed(dev.ralphdesk.core.session.event.AssistantMessage.class)
                    .stream().reduce((a, b) -> b).orElseThrow().text());
        }
    }

    @Test
    void theClosingRequestIsTheOnlyOneEvenWhenTheModelCallsAToolAnyway() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, text("Thinking."), shell("echo rogue > rogue.txt"),
                text("never requested"))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("tidy").withMaxGoalRounds(1)).ok());
            s.awaitIdle(agent);

            assertEquals(2, s.requests().size());
            assertEquals(List.of(), s.requests().get(1).tools());
        }
    }

    @Test
    void compactRoundsSendNoEarlierMessages() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, text("Hi! What shall we do?"),
                runCheck(), text("Round one done."), text("Round two done."), text("Closing."))) {
            Agent agent = s.chat();
            agent.submit(TurnInput.human("hello there")).get(10, TimeUnit.SECONDS);
            GoalDraft draft = GoalDraft.of("polish the docs").withContinuation(ContinuationMode.COMPACT)
                    .withMaxGoalRounds(2);
            assertTrue(s.service.create(agent.sessionId(), draft).ok());
            s.awaitIdle(agent);

            List<ModelRequest> requests = s.requests();
            ModelRequest round1 = requests.get(1);
            ModelRequest round1Step2 = requests.get(2);
            ModelRequest round2 = requests.get(3);
            assertEquals(1, round1.messages().size());
            assertTrue(round1.lastUserText().startsWith("[goal round 1 / 2 — compact continuation"));
            assertEquals(3, round1Step2.messages().size());
            assertTrue(round1Step2.messages().get(2) instanceof ChatMessage.ToolResult);
            assertEquals(1, round2.messages().size());
            String prompt = round2.lastUserText();
            assertTrue(prompt.startsWith("[goal round 2 / 2 — compact continuation"), prompt);
            assertTrue(prompt.contains("- shell {\"command\":\"sh check.sh\"} → ok: one exit code: 0"), prompt);
            assertTrue(prompt.contains("Last verifier evidence: `sh check.sh` passed (exit 0)"), prompt);
            for (ModelRequest request : List.of(round1, round1Step2, round2)) {
                assertFalse(render(request).contains("hello there"), "an earlier message leaked into " + request);
            }
        }
    }

    @Test
    void theClosingRequestOfACompactGoalCarriesOnlyTheClosingPrompt() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, text("Hi! What shall we do?"),
                text("Round one done."), text("Closing."))) {
            Agent agent = s.chat();
            agent.submit(TurnInput.human("hello there")).get(10, TimeUnit.SECONDS);
            GoalDraft draft = GoalDraft.of("polish the docs").withContinuation(ContinuationMode.COMPACT)
                    .withMaxGoalRounds(1);
            assertTrue(s.service.create(agent.sessionId(), draft).ok());
            s.awaitIdle(agent);

            List<ModelRequest> requests = s.requests();
            assertEquals(3, requests.size());
            ModelRequest closing = requests.get(2);
            assertTrue(closing.lastUserText().startsWith("[goal blocked"), closing.lastUserText());
            assertEquals(List.of(), closing.tools());
            assertEquals(1, closing.messages().size(), "the closing request sent the history: " + closing.messages());
            assertFalse(render(closing).contains("hello there"));
        }
    }

    private static String render(ModelRequest request) {
        return request.messages().toString() + RequestMatch.class.getSimpleName();
    }
}
