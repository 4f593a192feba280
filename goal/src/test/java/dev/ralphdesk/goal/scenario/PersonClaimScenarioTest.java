package dev.ralphdesk.goal.scenario;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The completion marker in a turn the person started goes through the gate like a round's claim. */
class PersonClaimScenarioTest {
    private static final Map<String, String> EXPLICIT = Map.of("goal.rounds", "explicit");

    @TempDir
    Path workspace;

    @Test
    void aMarkerInThePersonsTurnCompletesTheGoalWithoutAClosingRequest() throws Exception {
        checkScript(workspace, "true");
        try (GoalStack s = GoalStack.with(workspace, EXPLICIT, List.of(), runCheck(),
                text("Verified. <promise>DONE</promise>"))) {
            Agent agent = s.chat();
            SessionId id = agent.sessionId();
            assertTrue(s.service.create(id, GoalDraft.of("keep the build green")).ok());

            agent.submit(TurnInput.human("is it green?")).get(10, TimeUnit.SECONDS);
            s.awaitQuiet();

            GoalView view = s.view(id);
            assertEquals(GoalPhase.COMPLETE, view.goal().phase());
            assertEquals(0, view.goal().completion().round(), "completed in no goal round");
            assertEquals(List.of("human"), s.origins(id));
            assertEquals(2, s.requests().size());
        }
    }

    @Test
    void aRefusedMarkerInThePersonsTurnKeepsTheGoalActiveAndTellsItsNextRoundWhy() throws Exception {
        checkScript(workspace, "false");
        try (GoalStack s = GoalStack.with(workspace, EXPLICIT, List.of(), runCheck(),
                text("Done. <promise>DONE</promise>"), text("Still red; working on it."), text("Closing."))) {
            Agent agent = s.chat();
            SessionId id = agent.sessionId();
            assertTrue(s.service.create(id, GoalDraft.of("keep the build green").withMaxGoalRounds(1)).ok());

            agent.submit(TurnInput.human("is it green?")).get(10, TimeUnit.SECONDS);
            s.awaitQuiet();
            assertEquals(GoalPhase.ACTIVE, s.view(id).goal().phase());
            List<String> notices = s.events(id).stream().filter(NoticePosted.class::isInstance)
                    .map(e -> ((NoticePosted) e).code()).toList();
            assertEquals(List.of(GateDecision.REFUSED), notices);

            GoalView last = s.service.runRounds(id).get(30, TimeUnit.SECONDS);
            assertEquals(GoalPhase.BLOCKED, last.goal().phase(), "the one allowed round was used");
            assertTrue(s.requests().get(2).lastUserText().contains("`sh check.sh` failed"),
                    "the round is told why the claim was refused: " + s.requests().get(2).lastUserText());
        }
    }
}
