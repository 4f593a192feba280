package dev.ralphdesk.goal.scenario;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.slow;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static dev.ralphdesk.goal.scenario.StopScenarioTest.awaitTextDelta;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A completion claim certifies only the goal revision its round worked on, and only what the round left behind. */
class TrustScenarioTest {
    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "true");
    }

    @Test
    void aMarkerDoesNotCompleteAnObjectiveEditedWhileTheRoundRan() throws Exception {
        try (GoalStack s = GoalStack.of(workspace,
                runCheck(), slow("Verified the old objective. <promise>DONE</promise>", 30),
                text("Round two."),
                text("Closing."))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("old objective").withMaxGoalRounds(2)).ok());
            awaitTextDelta(s);
            GoalView before = s.view(agent.sessionId());
            assertTrue(s.service.edit(agent.sessionId(), before.goal().ref(),
                    GoalEdit.objective("a much harder new objective")).ok());
            s.awaitIdle(agent);

            GoalView view = s.view(agent.sessionId());
            assertNotEquals(GoalPhase.COMPLETE, view.goal().phase(), "round 1's evidence completed the edited goal");
            assertEquals(BlockReason.ROUND_LIMIT, view.goal().blockedReason().code());
            assertEquals(List.of("goal-1#1", "goal-1#2", "system"), s.origins(agent.sessionId()));
            String round2 = s.requests().get(2).lastUserText();
            assertTrue(round2.contains("the goal changed while this round ran"), round2);
            assertTrue(round2.contains("a much harder new objective"), round2);
        }
    }

    @Test
    void writingAfterAnAcceptedUpdateGoalCompleteRefusesTheClaimAtTheEndOfTheRound() throws Exception {
        try (GoalStack s = GoalStack.of(workspace,
                write("done.txt", "ok\n"), runCheck(),
                call("update_goal", Json.object().put("action", "complete")),
                write("done.txt", "broken\n"), text("Done."),
                text("Round two."),
                text("Closing."))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("make done.txt").withMaxGoalRounds(2)).ok());
            s.awaitIdle(agent);

            ToolCallFinished claim = s.events(agent.sessionId()).stream().filter(ToolCallFinished.class::isInstance)
                    .map(ToolCallFinished.class::cast).filter(r -> r.name().equals("update_goal")).findFirst()
                    .orElseThrow();
            assertFalse(claim.error(), claim.output());
            GoalView view = s.view(agent.sessionId());
            assertNotEquals(GoalPhase.COMPLETE, view.goal().phase(), "a write after the claim left it complete");
            assertEquals(BlockReason.ROUND_LIMIT, view.goal().blockedReason().code());
            assertEquals(List.of("goal-1#1", "goal-1#2", "system"), s.origins(agent.sessionId()));
            String round2 = s.requests().get(5).lastUserText();
            assertTrue(round2.startsWith("[goal round 2 / 2]"), round2);
            assertTrue(round2.contains("the workspace changed during or after the latest passing verifier run"), round2);
        }
    }
}
