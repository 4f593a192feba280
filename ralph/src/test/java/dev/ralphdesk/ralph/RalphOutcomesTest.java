package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.fail;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static dev.ralphdesk.ralph.testing.RalphStack.blocked;
import static dev.ralphdesk.ralph.testing.RalphStack.complete;
import static dev.ralphdesk.ralph.testing.RalphStack.continuing;
import static dev.ralphdesk.ralph.testing.RalphStack.report;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.RalphRoundFinished;
import dev.ralphdesk.ralph.run.RunBudgets;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each way a run ends, through the service, on the real stack. */
class RalphOutcomesTest {
    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "true");
    }

    private RalphResult run(RalphStack stack, RalphRequest request) throws Exception {
        Agent parent = stack.chat(workspace);
        return stack.service().start(parent.sessionId(), request).result().get(60, TimeUnit.SECONDS);
    }

    private static List<RalphRoundFinished> rounds(RalphStack stack) {
        return stack.t.store.list(true).stream().filter(s -> s.kind() == SessionKind.CHAT)
                .flatMap(s -> stack.t.store.open(s.id()).events().stream()).map(LoggedEvent::event)
                .filter(RalphRoundFinished.class::isInstance).map(RalphRoundFinished.class::cast).toList();
    }

    @Test
    void budgetLimitedWhenTheLastAllowedRoundSaysContinue() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(
                submit(continuing("first half", "second half")), text("ok"),
                submit(continuing("second half started", "finish it")), text("ok")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("build it").withMaxRounds(2));

            assertEquals(RalphOutcome.BUDGET_LIMITED, result.outcome());
            assertEquals(2, result.roundsStarted());
            assertEquals("second half started", result.report().summary());
            assertTrue(result.reason().startsWith("rounds:"), result.reason());
        }
    }

    @Test
    void blockedEndsTheRunAtOnceWithTheBlocker() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(
                submit(blocked("cannot reach the server", "needs VPN access")), text("ok")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("deploy").withMaxRounds(5));

            assertEquals(RalphOutcome.BLOCKED, result.outcome());
            assertEquals(1, result.roundsStarted());
            assertEquals("needs VPN access", result.reason());
        }
    }

    @Test
    void invalidReportIsReaskedOnceNamingTheErrorThenTheRoundFailsWithTheLastGoodReport() throws Exception {
        ScriptedResponse missingBlocker = submit((com.fasterxml.jackson.databind.node.ObjectNode)
                continuing("bad", "x").without("blocker"));
        try (RalphStack stack = new RalphStack(List.of(
                submit(continuing("good first round", "go on")), text("ok"),
                missingBlocker, text("I am done."),
                submit(report("complete", "no evidence", List.of(), List.of(), null)), text("done")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("fix it").withMaxRounds(5));

            assertEquals(RalphOutcome.FAILED, result.outcome());
            assertEquals("good first round", result.report().summary(), "failed carries the last good report");
            assertTrue(result.reason().contains("invalid-report"), result.reason());
            List<ModelRequest> round2 = stack.childRequests().subList(2, 6);
            String reask = ((ChatMessage.User) round2.get(2).messages().get(round2.get(2).messages().size() - 1)).text();
            assertTrue(reask.startsWith("Your round ended without a valid report: the report must have exactly the keys"),
                    reask);
            assertTrue(reask.contains("missing [blocker]"), reask);
            assertEquals(1, round2.stream().map(RalphStack::firstUserText).distinct().count(), "one child, re-asked");
            assertEquals(2, stack.t.store.list(true).stream().filter(s -> s.kind() == SessionKind.RALPH_CHILD).count());
        }
    }

    @Test
    void oversizedReportFailsRoundWithoutTruncation() throws Exception {
        String longSummary = "S".repeat(400);
        try (RalphStack stack = new RalphStack(List.of(
                submit(continuing(longSummary, "next")), text("ok"),
                submit(continuing(longSummary, "next")), text("ok")), Map.of("ralph.maxHandoffChars", "300"))) {
            RalphResult result = run(stack, RalphRequest.of("write a lot").withMaxRounds(3));

            assertEquals(RalphOutcome.FAILED, result.outcome());
            assertNull(result.report(), "no good report to carry");
            assertTrue(result.reason().contains("more than the limit of 300"), result.reason());
            RalphRoundFinished round = rounds(stack).get(0);
            assertNull(round.report());
            assertEquals("invalid-report", round.failure().code());
            for (ModelRequest request : stack.model.requests()) {
                for (ChatMessage message : request.messages()) {
                    if (message instanceof ChatMessage.ToolResult tool) {
                        assertFalse(tool.content().contains("SSSS"), "the report is never echoed, cut or otherwise");
                    }
                }
            }
            assertEquals(1, rounds(stack).size(), "the run stops at the failed round");
        }
    }

    @Test
    void transientServerErrorInARoundIsRetriedInTheSameChild() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(
                fail("server"), fail("network"),
                runCheck(), submit(complete("done", "sh check.sh exited 0")), text("ok")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("do it").withMaxRounds(1));

            assertEquals(RalphOutcome.COMPLETE, result.outcome());
            assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(4)), stack.sleeps);
            assertEquals(1, stack.t.store.list(true).stream().filter(s -> s.kind() == SessionKind.RALPH_CHILD).count());
            ModelRequest retried = stack.childRequests().get(1);
            assertTrue(RequestTextOfLastUser.of(retried).contains("transient error (error:server"), RequestTextOfLastUser.of(retried));
            assertEquals(3, rounds(stack).get(0).turns());
        }
    }

    @Test
    void aThirdTransientFailureFailsTheRound() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(fail("server"), fail("server"), fail("rate-limit")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("do it").withMaxRounds(3));

            assertEquals(RalphOutcome.FAILED, result.outcome());
            assertTrue(result.reason().contains("child-error"), result.reason());
            assertTrue(result.reason().contains("usage-limited after 2 retries"), result.reason());
            assertEquals(2, stack.sleeps.size());
        }
    }

    @Test
    void anExhaustedQuotaIsNotRetried() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(fail("quota")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("do it").withMaxRounds(3));

            assertEquals(RalphOutcome.FAILED, result.outcome());
            assertTrue(stack.sleeps.isEmpty());
        }
    }

    @Test
    void tokenBudgetCutsTheRoundAndNamesTheBudget() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(shell("sleep 5"), submit(continuing("a", "b")), text("ok")),
                Map.of())) {
            long start = System.nanoTime();
            RalphResult result = run(stack, RalphRequest.of("spend").withMaxRounds(3)
                    .withBudgets(new RunBudgets(50L, null, null)));

            assertEquals(RalphOutcome.BUDGET_LIMITED, result.outcome());
            assertTrue(result.reason().startsWith("token budget spent"), result.reason());
            assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) < 4000, "the shell was cut short");
            assertEquals("budget", rounds(stack).get(0).failure().code());
        }
    }

    @Test
    void aSpentTokenBudgetStopsTheRoundAtTheModelCallThatSpentItBeforeItsToolsRun() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(write("ran.txt", "the tool ran"), submit(continuing("a", "b")),
                text("ok")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("spend").withMaxRounds(3)
                    .withBudgets(new RunBudgets(1L, null, null)));

            assertEquals(RalphOutcome.BUDGET_LIMITED, result.outcome());
            assertFalse(java.nio.file.Files.exists(workspace.resolve("ran.txt")),
                    "the round stopped when the usage came in, not when a poll noticed it");
            assertEquals(1, stack.childRequests().size(), "no model call after the budget was spent");
            assertEquals("budget", rounds(stack).get(0).failure().code());
        }
    }

    @Test
    void timeBudgetEndsTheRunBudgetLimitedNamingTime() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(shell("sleep 5"), submit(continuing("a", "b")), text("ok")),
                Map.of("ralph.maxWallSeconds", "100"))) {
            RalphResult result = run(stack, RalphRequest.of("wait").withMaxRounds(3)
                    .withBudgets(new RunBudgets(null, null, 300L)));

            assertEquals(RalphOutcome.BUDGET_LIMITED, result.outcome());
            assertTrue(result.reason().startsWith("time budget spent"), result.reason());
        }
    }

    @Test
    void aRefusedCompletionIsAnsweredAndTheWorkerCarriesOn() throws Exception {
        java.nio.file.Files.writeString(workspace.resolve("test.sh"), "test -f ok.txt\n");
        try (RalphStack stack = new RalphStack(List.of(
                submit(complete("done, trust me", "looked at it")),
                shell("sh test.sh"),
                submit(complete("done, trust me", "looked at it")),
                shell("touch ok.txt"), shell("sh test.sh"),
                submit(complete("ok.txt exists", "sh test.sh exited 0")), text("done")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("create ok.txt").withMaxRounds(1));

            assertEquals(RalphOutcome.COMPLETE, result.outcome());
            assertEquals(List.of("verifier passed"), result.certifiedBy());
            List<ModelRequest> child = stack.childRequests();
            assertTrue(RequestTextOfLastTool.of(child.get(1)).startsWith("Completion refused: no verifier has run"));
            assertTrue(RequestTextOfLastTool.of(child.get(3)).startsWith("Completion refused: the latest verifier run failed"));
        }
    }

    @Test
    void theCheckCommandMustPassBeforeCompletionIsAccepted() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(
                shell("true"), submit(complete("done", "true")), text("done"),
                shell("touch marker && true"), submit(complete("done now", "marker written")), text("done")),
                Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("make marker").withMaxRounds(1).withCheck("test -f marker"));

            assertEquals(RalphOutcome.COMPLETE, result.outcome());
            assertEquals(List.of("check passed"), result.certifiedBy());
            String refusal = RequestTextOfLastUser.of(stack.childRequests().get(3));
            assertTrue(refusal.startsWith("Completion refused: the check `test -f marker` exited 1"), refusal);
        }
    }

    /** The text of the last user message. */
    static final class RequestTextOfLastUser {
        static String of(ModelRequest request) {
            return request.lastUserText();
        }
    }

    /** The text of the last tool result. */
    static final class RequestTextOfLastTool {
        static String of(ModelRequest request) {
            ChatMessage last = request.messages().get(request.messages().size() - 1);
            return last instanceof ChatMessage.ToolResult tool ? tool.content() : "";
        }
    }
}
