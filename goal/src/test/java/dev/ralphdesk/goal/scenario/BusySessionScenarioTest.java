package dev.ralphdesk.goal.scenario;

import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.claim.HeldClaim;
import dev.ralphdesk.core.claim.SessionClaim;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalResult;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One run of work per session at a time, on the real stack: while another owner (standing in for a
 * Ralph run, through the same core claim) holds the session, no goal round is reserved or admitted;
 * when it lets go, an armed active goal continues. While goal rounds run, the goal holds the session.
 */
class BusySessionScenarioTest {
    private static final String RUN = "Ralph run 1b2c3d4e";

    @TempDir
    Path workspace;

    private static HeldClaim claimAsRun(GoalStack s, SessionId session) {
        return s.t.harness.claims().claim(new SessionClaim(session, "ralph", RUN));
    }

    @Test
    void aGoalCreatedWhileARunHoldsTheSessionIsArmedButAdmitsNoRoundUntilTheRunEnds() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, text("Hello."), text("Round one done."), text("Closing."))) {
            Agent agent = s.chat();
            SessionId session = agent.sessionId();
            HeldClaim run = claimAsRun(s, session);

            GoalResult created = s.service.create(session, GoalDraft.of("tidy the notes").withMaxGoalRounds(1));
            assertTrue(created.ok(), created.toString());
            GoalView waiting = ((GoalResult.Ok) created).view();
            assertTrue(waiting.armed());
            assertEquals(RUN, waiting.waitingFor());
            assertTrue(agent.isIdle(), "no round was even reserved");
            // a normal turn is where the driver would admit the next round: not while the run holds the session
            agent.submit(TurnInput.human("hello")).get(10, TimeUnit.SECONDS);
            s.awaitQuiet();
            assertEquals(List.of("human"), s.origins(session));
            assertEquals(1, s.requests().size());
            assertEquals(GoalPhase.ACTIVE, s.view(session).goal().phase());
            assertEquals(RUN, s.view(session).waitingFor());

            run.release();
            s.awaitIdle(agent);

            assertEquals(List.of("human", "goal-1#1", "system"), s.origins(session), "the goal went on after the run");
            GoalView after = s.view(session);
            assertEquals(BlockReason.ROUND_LIMIT, after.goal().blockedReason().code());
            assertNull(after.waitingFor());
            assertEquals(Optional.empty(), s.t.harness.claims().holder(session), "the goal let go of the session");
        }
    }

    @Test
    void resumingWhileARunHoldsTheSessionSucceedsAndTheRoundsWaitForIt() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, text("Round one done."), text("Closing."))) {
            Agent agent = s.chat();
            SessionId session = agent.sessionId();
            HeldClaim run = claimAsRun(s, session);
            assertTrue(s.service.create(session, GoalDraft.of("tidy the notes").withMaxGoalRounds(1)).ok());
            GoalView paused = ((GoalResult.Ok) s.service.pause(session, null)).view();
            assertNull(paused.waitingFor(), "a paused goal waits for nothing");

            GoalResult resumed = s.service.resume(session, paused.ref().orElseThrow());

            assertTrue(resumed.ok(), resumed.toString());
            assertEquals(RUN, ((GoalResult.Ok) resumed).view().waitingFor());
            s.awaitQuiet();
            assertEquals(0, s.requests().size());
            run.close();
            s.awaitIdle(agent);
            assertEquals(List.of("goal-1#1", "system"), s.origins(session));
        }
    }

    @Test
    void theGoalsListenersAreToldWhenAnArmedGoalStartsAndStopsWaiting() throws Exception {
        // explicit rounds (as headless): the goal is armed but runs no round by itself, so a run can start
        try (GoalStack s = GoalStack.with(workspace, Map.of("goal.rounds", "explicit"), List.of(),
                text("Round one done."), text("Closing."))) {
            Agent agent = s.chat();
            SessionId session = agent.sessionId();
            assertTrue(s.service.create(session, GoalDraft.of("tidy the notes").withMaxGoalRounds(1)).ok());
            List<String> seen = new CopyOnWriteArrayList<>();
            s.service.subscribe(session, view -> seen.add(String.valueOf(view.waitingFor())));

            HeldClaim run = claimAsRun(s, session);
            run.release();

            assertEquals(List.of("null", RUN, "null"), seen);
        }
    }

    @Test
    void whileGoalRoundsRunTheGoalHoldsTheSessionAndLetsGoWhenItStops() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, shell("sleep 1"), text("Round one done."), text("Closing."))) {
            Agent agent = s.chat();
            SessionId session = agent.sessionId();
            SessionClaims claims = s.t.harness.claims();

            assertTrue(s.service.create(session, GoalDraft.of("tidy the notes").withMaxGoalRounds(1)).ok());

            assertEquals(Optional.of(new SessionClaim(session, "goal", "goal rounds")), claims.holder(session));
            assertEquals(Optional.empty(), claims.tryClaim(new SessionClaim(session, "ralph", RUN)),
                    "no run can take the session while goal rounds go on");
            s.awaitIdle(agent);
            assertEquals(List.of("goal-1#1", "system"), s.origins(session));
            assertEquals(Optional.empty(), claims.holder(session));
        }
    }

    @Test
    void pausingTheGoalMidRoundFreesTheSession() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, shell("sleep 20"), text("never requested"))) {
            Agent agent = s.chat();
            SessionId session = agent.sessionId();
            assertTrue(s.service.create(session, GoalDraft.of("tidy the notes")).ok());
            long deadline = System.currentTimeMillis() + 10_000;
            while (s.requests().isEmpty() && System.currentTimeMillis() < deadline) {
                Thread.onSpinWait();
            }

            assertTrue(s.service.pause(session, null).ok());
            s.awaitIdle(agent);

            assertEquals(Optional.empty(), s.t.harness.claims().holder(session));
            assertTrue(s.t.harness.claims().tryClaim(new SessionClaim(session, "ralph", RUN)).isPresent());
        }
    }
}
