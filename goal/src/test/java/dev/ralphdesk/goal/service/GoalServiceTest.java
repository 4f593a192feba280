package dev.ralphdesk.goal.service;

import static dev.ralphdesk.core.testing.Scripts.slow;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalErrorCode;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalRef;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The API the desktop panel binds to: a stream of views and verbs that answer with results or codes. */
class GoalServiceTest {
    @TempDir
    Path workspace;

    private static GoalErrorCode code(GoalResult result) {
        return ((GoalResult.Failed) result).code();
    }

    @Test
    void subscribersGetTheCurrentViewAndThenEveryChangeInOrder() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, text("one"), text("two"), text("closing"))) {
            Agent agent = s.chat();
            List<GoalView> views = new CopyOnWriteArrayList<>();
            List<RoundReport> rounds = new CopyOnWriteArrayList<>();
            try (Subscription ignored = s.service.subscribe(agent.sessionId(), new GoalListener() {
                @Override
                public void goalChanged(GoalView view) {
                    views.add(view);
                }

                @Override
                public void roundFinished(RoundReport report) {
                    rounds.add(report);
                }
            })) {
                assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("tidy").withMaxGoalRounds(2)).ok());
                s.awaitIdle(agent);
            }
            assertFalse(views.get(0).hasGoal());
            List<String> summary = views.stream().map(v -> !v.hasGoal() ? "none"
                    : v.goal().phase().wire() + "/" + v.roundsStarted() + "/" + v.activation().label()
                            + (v.roundRunning() ? "/running" : "")).distinct().toList();
            assertEquals(List.of("none", "active/0/armed", "active/1/armed", "active/1/armed/running",
                    "active/2/armed", "active/2/armed/running", "blocked/2/disarmed"), summary);
            assertEquals(List.of(1, 2), rounds.stream().map(RoundReport::round).toList());
            assertEquals(TurnOutcome.completed(), rounds.get(0).outcome());
            assertEquals(GoalPhase.BLOCKED, rounds.get(1).after().goal().phase());
        }
    }

    @Test
    void verbsAnswerWithTheirErrorCodes() {
        try (GoalStack s = GoalStack.with(workspace, Map.of("goal.rounds", "explicit"), List.of())) {
            SessionId id = s.chat().sessionId();
            assertEquals(GoalErrorCode.GOAL_NOT_FOUND, code(s.service.pause(id, null)));
            GoalResult created = s.service.create(id, GoalDraft.of("write docs"));
            GoalRef ref = ((GoalResult.Ok) created).view().goal().ref();
            assertEquals(GoalErrorCode.GOAL_ALREADY_EXISTS, code(s.service.create(id, GoalDraft.of("other"))));
            assertEquals(GoalErrorCode.GOAL_INVALID_TRANSITION, code(s.service.resume(id, ref)));
            assertTrue(s.service.pause(id, ref).ok());
            assertEquals(GoalErrorCode.GOAL_STALE_REVISION, code(s.service.resume(id, ref)));
            assertEquals(GoalErrorCode.GOAL_INVALID_OBJECTIVE, code(s.service.edit(id, null,
                    dev.ralphdesk.goal.domain.GoalEdit.objective(" "))));
            assertTrue(s.service.clear(id, null).ok());
            assertEquals(GoalErrorCode.GOAL_NOT_FOUND, code(s.service.clear(id, null)));
            assertEquals(GoalErrorCode.GOAL_INVALID_OBJECTIVE, code(s.service.create(id, GoalDraft.of(""))));
        }
    }

    @Test
    void goalsBelongToChatSessionsOnly() {
        try (GoalStack s = GoalStack.of(workspace)) {
            SessionId parent = s.chat().sessionId();
            SessionId child = s.t.store.create(NewSession.ralphChild(parent, "run-1", 1, workspace)).id();
            assertEquals(GoalErrorCode.GOAL_INVALID_TRANSITION, code(s.service.create(child, GoalDraft.of("x"))));
        }
    }

    @Test
    void disarmLetsTheRunningRoundFinishAndStartsNoOtherUntilResume() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, slow("round one, slowly", 20), text("round two"), text("closing"))) {
            Agent agent = s.chat();
            SessionId id = agent.sessionId();
            assertTrue(s.service.create(id, GoalDraft.of("tidy").withMaxGoalRounds(2)).ok());
            awaitText(s);
            assertTrue(s.service.disarm(id).ok());
            s.awaitQuiet();
            assertEquals(1, s.requests().size());
            GoalView disarmed = s.view(id);
            assertEquals(GoalPhase.ACTIVE, disarmed.goal().phase());
            assertFalse(disarmed.armed());

            assertTrue(s.service.resume(id, disarmed.goal().ref()).ok());
            s.awaitIdle(agent);
            assertEquals(List.of("goal-1#1", "goal-1#2", "system"), s.origins(id));
        }
    }

    @Test
    void explicitModeRunsRoundsOnlyWhenAskedAndReportsTheFinalView() throws Exception {
        try (GoalStack s = GoalStack.with(workspace, Map.of("goal.rounds", "explicit"), List.of(),
                text("one"), text("two"), text("closing"))) {
            Agent agent = s.chat();
            SessionId id = agent.sessionId();
            assertTrue(s.service.create(id, GoalDraft.of("tidy").withMaxGoalRounds(2)).ok());
            s.awaitIdle(agent);
            assertEquals(0, s.requests().size(), "headless: creating a goal runs nothing by itself");

            GoalView last = s.service.runRounds(id).get(30, TimeUnit.SECONDS);
            assertEquals(GoalPhase.BLOCKED, last.goal().phase());
            assertEquals(3, s.requests().size(), "two rounds and the closing request ran before it completed");
            s.awaitIdle(agent);
            assertEquals(3, s.requests().size());
        }
    }

    private static void awaitText(GoalStack s) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        while (s.t.events(AgentEvent.TextDelta.class).isEmpty()) {
            assertTrue(System.currentTimeMillis() < deadline);
            Thread.sleep(5);
        }
    }
}
