package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.fail;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.ralph.testing.RalphStack.blocked;
import static dev.ralphdesk.ralph.testing.RalphStack.complete;
import static dev.ralphdesk.ralph.testing.RalphStack.continuing;
import static dev.ralphdesk.ralph.testing.RalphStack.ralph;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.claim.ClaimListener;
import dev.ralphdesk.core.claim.HeldClaim;
import dev.ralphdesk.core.claim.SessionClaim;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RalphRoundStarted;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import dev.ralphdesk.ralph.testing.FreezingStore;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One run of work per session at a time, on the real stack: a run holds its parent session for its
 * whole life and lets go on every outcome; it does not start while other work (goal rounds, claimed
 * through the same core seam) holds the session.
 */
class RalphSessionClaimTest {
    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "true");
    }

    private static SessionClaim runClaim(SessionId session, RalphRun run) {
        return new SessionClaim(session, "ralph", "Ralph run " + run.runId().substring(0, 8));
    }

    /** Runs to the end, checking the run held its parent session meanwhile and let go before its result. */
    private RalphResult endsReleasing(RalphStack stack, RalphRequest request) throws Exception {
        SessionClaims claims = stack.t.harness.claims();
        List<String> heard = new CopyOnWriteArrayList<>();
        claims.listen(new ClaimListener() {
            @Override
            public void claimed(SessionClaim claim) {
                heard.add("claimed " + claim.owner());
            }

            @Override
            public void released(SessionClaim claim) {
                heard.add("released " + claim.owner());
            }
        });
        Agent parent = stack.chat(workspace);
        RalphRun run = stack.service().start(parent.sessionId(), request);
        assertEquals(Optional.of(runClaim(parent.sessionId(), run)), claims.holder(parent.sessionId()));
        RalphResult result = run.result().get(60, TimeUnit.SECONDS);
        assertEquals(Optional.empty(), claims.holder(parent.sessionId()), "released before the result completed");
        assertEquals(List.of("claimed ralph", "released ralph"), heard);
        return result;
    }

    @Test
    void aCompleteRunHoldsTheSessionUntilItEnds() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(runCheck(), submit(complete("done", "true exited 0")),
                text("ok")), Map.of())) {
            assertEquals(RalphOutcome.COMPLETE, endsReleasing(stack, RalphRequest.of("do it")).outcome());
        }
    }

    @Test
    void aBlockedRunLetsGoOfTheSession() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(submit(blocked("stuck", "needs VPN access")), text("ok")),
                Map.of())) {
            assertEquals(RalphOutcome.BLOCKED, endsReleasing(stack, RalphRequest.of("deploy")).outcome());
        }
    }

    @Test
    void aBudgetLimitedRunLetsGoOfTheSession() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(submit(continuing("half", "the rest")), text("ok")),
                Map.of())) {
            assertEquals(RalphOutcome.BUDGET_LIMITED,
                    endsReleasing(stack, RalphRequest.of("build it").withMaxRounds(1)).outcome());
        }
    }

    @Test
    void aFailedRunLetsGoOfTheSession() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(fail("quota")), Map.of())) {
            assertEquals(RalphOutcome.FAILED, endsReleasing(stack, RalphRequest.of("do it")).outcome());
        }
    }

    @Test
    void aCancelledRunLetsGoOfTheSession() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(shell("sleep 30"), text("never")), Map.of())) {
            SessionClaims claims = stack.t.harness.claims();
            Agent parent = stack.chat(workspace);
            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("wait"));
            awaitShell(stack);
            assertEquals(Optional.of(runClaim(parent.sessionId(), run)), claims.holder(parent.sessionId()));

            run.cancel(CancelReason.PERSON);
            RalphResult result = run.result().get(5, TimeUnit.SECONDS);

            assertEquals(RalphOutcome.CANCELLED, result.outcome());
            assertEquals(Optional.empty(), claims.holder(parent.sessionId()));
        }
    }

    @Test
    void aRunBrokenByAnExceptionLetsGoOfTheSession() throws Exception {
        FreezingStore[] store = new FreezingStore[1];
        try (RalphStack stack = new RalphStack(new ScriptedProvider(ScriptedScenario.of(List.of(
                submit(continuing("a", "b")), text("ok")))), Map.of(), catalog -> {
                    store[0] = new FreezingStore(new InMemorySessionStore(catalog));
                    return store[0];
                }, List.of())) {
            SessionClaims claims = stack.t.harness.claims();
            Agent parent = stack.chat(workspace);
            store[0].freezeAfter(RalphRoundStarted.class::isInstance);
            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("do it").withMaxRounds(3));

            RalphResult result = run.result().get(30, TimeUnit.SECONDS);

            assertEquals(RalphOutcome.FAILED, result.outcome(), result.toString());
            assertEquals(Optional.empty(), claims.holder(parent.sessionId()));
        }
    }

    @Test
    void aRunIsRefusedWhileGoalRoundsHoldTheSessionAndNothingRuns() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(submit(continuing("half", "the rest")), text("ok")), Map.of())) {
            Agent parent = stack.chat(workspace);
            HeldClaim goal = stack.t.harness.claims().claim(new SessionClaim(parent.sessionId(), "goal",
                    "goal rounds"));

            RalphException refused = assertThrows(RalphException.class,
                    () -> stack.service().start(parent.sessionId(), RalphRequest.of("do it")));

            assertEquals(RalphException.Code.RALPH_SESSION_BUSY, refused.code());
            assertEquals("This session is busy with goal rounds; one kind of autonomous work runs in a session at a "
                    + "time. Pause or stop it, or wait until it ends, then start the Ralph run.", refused.getMessage());
            assertEquals(Optional.of(goal.claim()), stack.t.harness.claims().holder(parent.sessionId()));
            assertTrue(stack.model.requests().isEmpty());
            assertTrue(stack.t.store.list(true).stream().noneMatch(s -> s.kind() == SessionKind.RALPH_CHILD));
            assertTrue(stack.service().runs(parent.sessionId()).isEmpty(), "nothing was written");

            goal.release();
            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("do it").withMaxRounds(1));
            assertEquals(RalphOutcome.BUDGET_LIMITED, run.result().get(30, TimeUnit.SECONDS).outcome(),
                    "once the goal let go, the run starts");
        }
    }

    @Test
    void theRalphToolAnswersTheModelWithTheRefusalWhileOtherWorkHoldsTheSession() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(ralph("do it", 2), text("I could not start it.")),
                Map.of())) {
            Agent parent = stack.chat(workspace);
            stack.t.harness.claims().claim(new SessionClaim(parent.sessionId(), "goal", "goal rounds"));

            parent.submit(TurnInput.human("start a Ralph run")).get(10, TimeUnit.SECONDS);

            ChatMessage.ToolResult result = (ChatMessage.ToolResult) parent.history().get(2);
            assertTrue(result.error());
            assertTrue(result.content().contains("RALPH_SESSION_BUSY: This session is busy with goal rounds"),
                    result.content());
            assertTrue(stack.childRequests().isEmpty());
        }
    }

    @Test
    void theRalphToolHoldsTheSessionForItsRunInsideTheTurn() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(ralph("do it", 1), submit(complete("done", "e")), text("ok"),
                text("The run is done.")), Map.of("ralph.requireVerifier", "false"))) {
            Agent parent = stack.chat(workspace);
            SessionClaims claims = stack.t.harness.claims();
            List<Optional<SessionClaim>> seenByTheChild = new CopyOnWriteArrayList<>();
            stack.t.bus.subscribe(event -> {
                if (event instanceof AgentEvent.Committed turn && turn.event() instanceof TurnStarted
                        && !turn.sessionId().equals(parent.sessionId())) {
                    seenByTheChild.add(claims.holder(parent.sessionId()));
                }
            });

            parent.submit(TurnInput.human("start a Ralph run")).get(30, TimeUnit.SECONDS);

            assertEquals(1, seenByTheChild.size());
            assertEquals("ralph", seenByTheChild.get(0).orElseThrow().owner());
            assertEquals(Optional.empty(), claims.holder(parent.sessionId()));
        }
    }

    private static void awaitShell(RalphStack stack) {
        long deadline = System.currentTimeMillis() + 10_000;
        while (stack.t.committed(ToolCallStarted.class).stream()
                .noneMatch(e -> e.name().equals("shell"))) {
            assertTrue(System.currentTimeMillis() < deadline, "the child never started its shell");
            Thread.onSpinWait();
        }
    }
}
