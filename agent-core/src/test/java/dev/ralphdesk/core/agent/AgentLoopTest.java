package dev.ralphdesk.core.agent;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.fail;
import static dev.ralphdesk.core.testing.Scripts.rawCall;
import static dev.ralphdesk.core.testing.Scripts.stop;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.testing.EchoTool;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AgentLoopTest {
    @TempDir
    Path workspace;

    private TestHarness harness(ScriptedProvider provider, HarnessOptions options) {
        return new TestHarness(provider, options, List.of(TestHarness.tools(new EchoTool())));
    }

    private static ScriptedProvider scripted(ScriptedResponse... sequence) {
        return new ScriptedProvider(ScriptedScenario.of(List.of(sequence)));
    }

    private TurnResult runTurn(TestHarness t, String text) throws Exception {
        Agent agent = t.harness.createChat("test", workspace);
        return agent.submit(TurnInput.human(text)).get(10, TimeUnit.SECONDS);
    }

    private static List<String> types(TestHarness t, TurnResult result) {
        var id = t.store.list(false).get(0).id();
        return t.store.open(id).events().stream().map(LoggedEvent::event).map(e -> e.type()).toList();
    }

    @Test
    void textOnlyTurnCompletesAndRecordsEachSemanticEventInOrder() throws Exception {
        try (TestHarness t = harness(scripted(text("Hello.")), HarnessOptions.defaults())) {
            TurnResult result = runTurn(t, "hi");
            assertEquals(TurnOutcome.Kind.COMPLETED, result.outcome().kind());
            assertEquals("Hello.", result.lastAssistantText());
            assertEquals(List.of("session/created", "turn/started", "user/message", "assistant/message", "model/usage",
                    "turn/finished"), types(t, result));
        }
    }

    @Test
    void toolResultIsFedBackToTheModelInTheNextStep() throws Exception {
        ScriptedProvider provider = scripted(call("echo", "text", "ping"), text("done"));
        try (TestHarness t = harness(provider, HarnessOptions.defaults())) {
            TurnResult result = runTurn(t, "use echo");
            assertEquals(TurnOutcome.Kind.COMPLETED, result.outcome().kind());
            assertEquals(2, result.steps());
            List<ChatMessage> second = provider.requests().get(1).messages();
            ChatMessage last = second.get(second.size() - 1);
            assertEquals(new ChatMessage.ToolResult("call_1", "echo", "ping", false), last);
            assertTrue(types(t, result).containsAll(List.of("tool/call", "tool/result")));
        }
    }

    @Test
    void toolFailuresBecomeErrorResultsAndTheTurnGoesOn() throws Exception {
        ScriptedProvider provider = scripted(
                call("nope", "x", "y"),
                rawCall("echo", "{not json"),
                rawCall("echo", ""),
                rawCall("echo", "{\"text\":\"a\",\"fail\":true}"),
                text("recovered"));
        try (TestHarness t = harness(provider, HarnessOptions.defaults())) {
            TurnResult result = runTurn(t, "go");
            assertEquals(TurnOutcome.Kind.COMPLETED, result.outcome().kind());
            List<ToolCallFinished> results = t.store.open(t.store.list(false).get(0).id()).events().stream()
                    .map(LoggedEvent::event).filter(ToolCallFinished.class::isInstance)
                    .map(ToolCallFinished.class::cast).toList();
            assertEquals(4, results.size());
            assertTrue(results.stream().allMatch(ToolCallFinished::error));
            assertTrue(results.get(0).output().contains("Unknown tool 'nope'"), results.get(0).output());
            assertTrue(results.get(1).output().contains("not valid JSON"), results.get(1).output());
            assertTrue(results.get(2).output().contains("Missing required argument 'text'"), results.get(2).output());
            assertTrue(results.get(3).output().contains("echo was asked to fail"), results.get(3).output());
        }
    }

    @Test
    void aLongSessionSendsItsNewestExchangesWithinTheContextWindowAndKeepsEverythingInTheLog() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(new ScriptedScenario("long", null, List.of(), List.of(),
                text("noted")));
        HarnessOptions options = HarnessOptions.defaults().withAgentConfig(
                AgentConfig.defaults().withContextWindow(AgentConfig.MIN_CONTEXT_WINDOW));
        try (TestHarness t = harness(provider, options)) {
            Agent agent = t.harness.createChat("test", workspace);
            for (int n = 1; n <= 8; n++) {
                agent.submit(TurnInput.human("message " + n + " " + "y".repeat(2_000))).get(10, TimeUnit.SECONDS);
            }
            List<ChatMessage> first = provider.requests().get(0).messages();
            List<ChatMessage> last = provider.requests().get(7).messages();
            assertEquals(1, first.size());
            String note = ((ChatMessage.User) last.get(0)).text();
            assertTrue(note.startsWith("[harness note from context]") && note.contains("oldest messages"), note);
            assertTrue(((ChatMessage.User) last.get(last.size() - 1)).text().startsWith("message 8 "));
            assertTrue(last.size() < 16, "older exchanges were left out: " + last.size());
            long userMessages = t.store.open(agent.sessionId()).events().stream()
                    .filter(e -> e.event().type().equals("user/message")).count();
            assertEquals(8, userMessages);
        }
    }

    @Test
    void stepCapEndsTheTurnWithStepLimit() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(new ScriptedScenario("loop", null, List.of(), List.of(),
                call("echo", "text", "again")));
        HarnessOptions options = HarnessOptions.defaults().withAgentConfig(AgentConfig.defaults().withMaxSteps(3));
        try (TestHarness t = harness(provider, options)) {
            TurnResult result = runTurn(t, "loop forever");
            assertEquals(TurnOutcome.Kind.STEP_LIMIT, result.outcome().kind());
            assertEquals(3, provider.requests().size());
        }
    }

    @Test
    void modelStopsAndFailuresMapToOutcomes() throws Exception {
        record Case(ScriptedResponse response, TurnOutcome.Kind kind, String code) {
        }
        List<Case> cases = List.of(
                new Case(stop("cut", "max_tokens"), TurnOutcome.Kind.MAX_TOKENS, null),
                new Case(stop("", "refused"), TurnOutcome.Kind.REFUSED, null),
                new Case(fail("rate-limit"), TurnOutcome.Kind.USAGE_LIMITED, "rate-limit"),
                new Case(fail("quota"), TurnOutcome.Kind.USAGE_LIMITED, "quota"),
                new Case(fail("auth"), TurnOutcome.Kind.ERROR, "auth"),
                new Case(fail("server"), TurnOutcome.Kind.ERROR, "server"),
                new Case(fail("network"), TurnOutcome.Kind.ERROR, "network"));
        for (Case c : cases) {
            try (TestHarness t = harness(scripted(c.response()), HarnessOptions.defaults())) {
                TurnResult result = runTurn(t, "go");
                assertEquals(c.kind(), result.outcome().kind(), c.toString());
                assertEquals(c.code(), result.outcome().code(), c.toString());
            }
        }
    }

    @Test
    void turnsOfOneSessionRunOneAtATimeInSubmissionOrder() throws Exception {
        ScriptedProvider provider = scripted(text("one"), text("two"), text("three"));
        try (TestHarness t = harness(provider, HarnessOptions.defaults())) {
            Agent agent = t.harness.createChat("test", workspace);
            var a = agent.submit(TurnInput.human("1"));
            var b = agent.submit(TurnInput.human("2"));
            var c = agent.submit(TurnInput.human("3"));
            assertEquals("three", c.get(10, TimeUnit.SECONDS).lastAssistantText());
            assertEquals("one", a.get().lastAssistantText());
            assertEquals("two", b.get().lastAssistantText());
            List<String> starts = t.committed(dev.ralphdesk.core.session.SessionEvent.class).stream()
                    .filter(e -> e instanceof dev.ralphdesk.core.session.event.TurnStarted
                            || e instanceof dev.ralphdesk.core.session.event.TurnFinished)
                    .map(e -> e.getClass().getSimpleName()).toList();
            assertEquals(List.of("TurnStarted", "TurnFinished", "TurnStarted", "TurnFinished", "TurnStarted",
                    "TurnFinished"), starts);
            assertTrue(agent.awaitIdle(1000));
            assertTrue(agent.isIdle());
        }
    }

    /** Submits a turn whose admission waits for {@code gate}, so callers can act before it runs. */
    private static CompletableFuture<Optional<TurnResult>> heldTurn(Agent agent, CountDownLatch gate, String text) {
        return agent.submitReserved(() -> {
            try {
                gate.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Optional.of(TurnInput.human(text));
        });
    }

    @Test
    void aTurnsFutureCompletesWithTheAgentIdleWhenNothingElseIsQueued() throws Exception {
        try (TestHarness t = harness(scripted(text("one")), HarnessOptions.defaults())) {
            Agent agent = t.harness.createChat("test", workspace);
            CountDownLatch gate = new CountDownLatch(1);
            // a dependent registered before completion runs at the moment the future completes
            var idleWhenDone = heldTurn(agent, gate, "1").thenApply(result -> agent.isIdle());
            gate.countDown();
            assertTrue(idleWhenDone.get(10, TimeUnit.SECONDS), "whoever waits on a turn sees the agent idle");
        }
    }

    @Test
    void aTurnsFutureCompletesWithTheAgentBusyWhileMoreIsQueued() throws Exception {
        try (TestHarness t = harness(scripted(text("one"), text("two")), HarnessOptions.defaults())) {
            Agent agent = t.harness.createChat("test", workspace);
            CountDownLatch gate = new CountDownLatch(1);
            var idleWhenFirstDone = heldTurn(agent, gate, "1").thenApply(result -> agent.isIdle());
            var second = agent.submit(TurnInput.human("2"));
            gate.countDown();
            assertFalse(idleWhenFirstDone.get(10, TimeUnit.SECONDS), "the second input is still queued");
            assertEquals("two", second.get(10, TimeUnit.SECONDS).lastAssistantText());
        }
    }

    @Test
    void staleReservationMakesNoModelCall() throws Exception {
        ScriptedProvider provider = scripted(text("should not be used"));
        try (TestHarness t = harness(provider, HarnessOptions.defaults())) {
            Agent agent = t.harness.createChat("test", workspace);
            var outcome = agent.submitReserved(java.util.Optional::empty).get(5, TimeUnit.SECONDS);
            assertTrue(outcome.isEmpty());
            assertEquals(0, provider.requests().size());
        }
    }

    @Test
    void reopeningASessionReplaysTheSameHistory() throws Exception {
        ScriptedProvider provider = scripted(call("echo", "text", "ping"), text("done"));
        try (TestHarness t = harness(provider, HarnessOptions.defaults())) {
            Agent agent = t.harness.createChat("test", workspace);
            agent.submit(TurnInput.human("go")).get(10, TimeUnit.SECONDS);
            List<ChatMessage> live = agent.history();
            t.harness.release(agent.sessionId());
            Agent reopened = t.harness.open(agent.sessionId());
            assertFalse(reopened == agent);
            assertEquals(live, reopened.history());
            assertEquals(4, live.size());
        }
    }
}
