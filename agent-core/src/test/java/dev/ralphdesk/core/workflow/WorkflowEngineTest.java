package dev.ralphdesk.core.workflow;

import static dev.ralphdesk.core.testing.Scripts.slow;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.subagent.SubagentCapabilities;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkflowEngineTest {
    @TempDir
    Path workspace;

    /** A workflow whose script is given by the test. */
    private record Scripted(String name, Function<WorkflowContext<Void>, JsonNode> script)
            implements Workflow<Void, JsonNode> {
        @Override
        public JsonNode run(WorkflowContext<Void> context) {
            return script.apply(context);
        }
    }

    /** A workflow whose children must start fresh with structured output. */
    private record NeedsFresh(String name) implements Workflow<String, String> {
        @Override
        public SubagentCapabilities requiredCapabilities() {
            return SubagentCapabilities.FRESH;
        }

        @Override
        public String run(WorkflowContext<String> context) {
            return context.input();
        }
    }

    private static Plugin installing(Workflow<?, ?>... workflows) {
        return new Plugin() {
            @Override
            public String id() {
                return "test-workflow";
            }

            @Override
            public void install(PluginContext context) {
                for (Workflow<?, ?> workflow : workflows) {
                    context.addWorkflow(workflow);
                }
            }
        };
    }

    private static final Scripted ONE = new Scripted("one", WorkflowEngineTest::oneChildTurn);

    private static JsonNode oneChildTurn(WorkflowContext<Void> context) {
        AgentHandle child = context.startAgent(1, List.of(), List.of());
        try {
            TurnResult result = child.submit(TurnInput.human("work")).get(30, TimeUnit.SECONDS);
            return Json.object().put("child", child.sessionId().value()).put("outcome", result.outcome().label())
                    .put("provider", context.subagentProvider());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        } finally {
            context.releaseAgent(child);
        }
    }

    @Test
    void aRunExecutesItsScriptInTheBackgroundAndYieldsItsTerminalValue() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(text("done"))));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(),
                List.of(installing(ONE)))) {
            Agent parent = t.harness.createChat("parent", workspace);

            WorkflowRun<JsonNode> run = t.harness.workflows().start(ONE, new WorkflowStartRequest<>(parent, null, "run-a",
                    null, 1));
            JsonNode value = run.result().get(30, TimeUnit.SECONDS);

            assertEquals("run-a", run.runId());
            assertEquals("completed", value.get("outcome").asText());
            assertEquals("spawn", value.get("provider").asText());
            assertEquals(SessionKind.RALPH_CHILD, t.store.info(new dev.ralphdesk.core.session.SessionId(
                    value.get("child").asText())).orElseThrow().kind());
            assertEquals(1, run.agentsStarted());
            run.dispose();
            assertTrue(t.harness.workflows().find("run-a").isEmpty());
        }
    }

    @Test
    void aRunIsNoLongerListedWhenItsResultIsHeard() throws Exception {
        CompletableFuture<Void> release = new CompletableFuture<>();
        Scripted gated = new Scripted("gated", context -> {
            release.join();
            return Json.object().put("done", true);
        });
        try (TestHarness t = new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of())),
                HarnessOptions.defaults(), List.of(installing(gated)))) {
            Agent parent = t.harness.createChat("parent", workspace);
            WorkflowRun<JsonNode> run = t.harness.workflows().start(gated, new WorkflowStartRequest<>(parent, null,
                    "run-g", null, 1));
            CompletableFuture<Boolean> listedWhenHeard = run.result()
                    .thenApply(value -> t.harness.workflows().find("run-g").isPresent());

            release.complete(null);

            assertEquals(false, listedWhenHeard.get(30, TimeUnit.SECONDS),
                    "the run's result is heard only once the run has left the running list");
            assertTrue(t.harness.workflows().running().isEmpty());
        }
    }

    @Test
    void thePerRunProviderChoosesEveryChildWithoutChangingTheEngineDefault() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(text("a"), text("b"))));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(),
                List.of(installing(ONE)))) {
            Agent parent = t.harness.createChat("parent", workspace);

            JsonNode forked = t.harness.workflows().start(ONE, new WorkflowStartRequest<>(parent, null, null, "fork", 1))
                    .result().get(30, TimeUnit.SECONDS);
            JsonNode defaulted = t.harness.workflows().start(ONE, new WorkflowStartRequest<>(parent, null, null, null, 1))
                    .result().get(30, TimeUnit.SECONDS);

            assertEquals("fork", forked.get("provider").asText());
            assertEquals("spawn", defaulted.get("provider").asText());
        }
    }

    @Test
    void aMissingProviderOrAnOversizedAgentCapFailsBeforeTheRunExists() {
        List<String> ran = new CopyOnWriteArrayList<>();
        Scripted workflow = new Scripted("one", context -> {
            ran.add(context.runId());
            return Json.object();
        });
        HarnessOptions options = HarnessOptions.defaults().withConfig(new PluginConfig(Map.of("workflow.maxTotalAgents", "4")));
        try (TestHarness t = new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of())), options,
                List.of(installing(workflow)))) {
            Agent parent = t.harness.createChat("parent", workspace);
            WorkflowEngine engine = t.harness.workflows();

            WorkflowException missing = assertThrows(WorkflowException.class,
                    () -> engine.start(workflow, new WorkflowStartRequest<>(parent, null, null, "nope", 1)));
            WorkflowException tooMany = assertThrows(WorkflowException.class,
                    () -> engine.start(workflow, new WorkflowStartRequest<>(parent, null, null, null, 5)));
            WorkflowException unknown = assertThrows(WorkflowException.class,
                    () -> engine.start(new Scripted("one", context -> Json.object()),
                            new WorkflowStartRequest<>(parent, null, null, null, 1)));

            assertEquals(WorkflowException.Code.WORKFLOW_PROVIDER_MISSING, missing.code());
            assertEquals(WorkflowException.Code.WORKFLOW_INVALID_AGENT_LIMIT, tooMany.code());
            assertEquals(WorkflowException.Code.WORKFLOW_UNKNOWN, unknown.code());
            assertTrue(ran.isEmpty());
            assertEquals(1, t.store.list(true).size(), "no child session was created");
        }
    }

    @Test
    void aScriptCannotStartMoreAgentsThanItsCap() throws Exception {
        Scripted greedy = new Scripted("greedy", context -> {
            context.releaseAgent(context.startAgent(1, List.of(), List.of()));
            try {
                context.startAgent(2, List.of(), List.of());
                return Json.object().put("second", "started");
            } catch (WorkflowException e) {
                return Json.object().put("second", e.code().name());
            }
        });
        try (TestHarness t = new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of())),
                HarnessOptions.defaults(), List.of(installing(greedy)))) {
            Agent parent = t.harness.createChat("parent", workspace);
            JsonNode value = t.harness.workflows().start(greedy, new WorkflowStartRequest<>(parent, null, null, null, 1))
                    .result().get(30, TimeUnit.SECONDS);
            assertEquals("WORKFLOW_AGENT_LIMIT", value.get("second").asText());
        }
    }

    @Test
    void cancelStopsTheRunningChildTurnAndDisposeReturnsOnlyOnceTheChildStopped() throws Exception {
        ScriptedResponse endless = slow("x".repeat(2000), 20);
        CompletableFuture<AgentHandle> childSeen = new CompletableFuture<>();
        Scripted waiting = new Scripted("waiting", context -> {
            AgentHandle child = context.startAgent(1, List.of(), List.of());
            childSeen.complete(child);
            CompletableFuture<TurnResult> turn = child.submit(TurnInput.human("work"));
            try {
                return Json.object().put("outcome", turn.get(10, TimeUnit.SECONDS).outcome().label());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        try (TestHarness t = new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of(endless))),
                HarnessOptions.defaults(), List.of(installing(waiting)))) {
            Agent parent = t.harness.createChat("parent", workspace);
            WorkflowRun<JsonNode> run = t.harness.workflows().start(waiting, new WorkflowStartRequest<>(parent, null, null, null, 1));
            AgentHandle child = childSeen.get(30, TimeUnit.SECONDS);
            long deadline = System.currentTimeMillis() + 5000;
            while (t.events(AgentEvent.TextDelta.class).isEmpty() && System.currentTimeMillis() < deadline) {
                Thread.onSpinWait();
            }

            long start = System.nanoTime();
            run.dispose();
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

            assertTrue(child.isIdle(), "the child stopped before dispose returned");
            assertTrue(millis < 1000, "took " + millis + " ms");
            assertEquals(TurnOutcome.Kind.CANCELLED.label(), run.result().get().get("outcome").asText());
            assertTrue(t.harness.find(child.sessionId()).isEmpty(), "the child was released");
            assertThrows(CancelledException.class, () -> ((WorkflowContext<?>) run).startAgent(2, List.of(), List.of()));
        }
    }
    @Test
    void aTurnQueuedForAChildIsNeverAdmittedOnceTheRunIsCancelled() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(slow("x".repeat(2000), 20),
                text("the queued turn ran"))));
        CompletableFuture<CompletableFuture<TurnResult>> queuedSeen = new CompletableFuture<>();
        CompletableFuture<AgentHandle> childSeen = new CompletableFuture<>();
        Scripted twoTurns = new Scripted("two", context -> {
            AgentHandle child = context.startAgent(1, List.of(), List.of());
            childSeen.complete(child);
            CompletableFuture<TurnResult> first = child.submit(TurnInput.human("work"));
            queuedSeen.complete(child.submit(TurnInput.human("more")));
            try {
                return Json.object().put("outcome", first.get(10, TimeUnit.SECONDS).outcome().label());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(installing(twoTurns)))) {
            Agent parent = t.harness.createChat("parent", workspace);
            WorkflowRun<JsonNode> run = t.harness.workflows().start(twoTurns, new WorkflowStartRequest<>(parent, null, null, null, 1));
            CompletableFuture<TurnResult> queued = queuedSeen.get(30, TimeUnit.SECONDS);
            AgentHandle child = childSeen.get(30, TimeUnit.SECONDS);
            long deadline = System.currentTimeMillis() + 5000;
            while (t.events(AgentEvent.TextDelta.class).isEmpty() && System.currentTimeMillis() < deadline) {
                Thread.onSpinWait();
            }

            run.dispose();

            assertTrue(queued.isCompletedExceptionally(), "the queued turn was refused, not run");
            ExecutionException refused = assertThrows(ExecutionException.class, queued::get);
            assertTrue(refused.getCause() instanceof CancelledException, refused.getCause().toString());
            assertEquals(1, provider.requests().size(), "no model request after the cancel");
            assertEquals(1, t.store.open(child.sessionId()).events().stream()
                    .filter(e -> e.event() instanceof TurnStarted).count());
            assertEquals(TurnOutcome.Kind.CANCELLED.label(), run.result().get().get("outcome").asText());
        }
    }

    @Test
    void aProviderThatLacksWhatTheWorkflowRequiresIsRefusedOnceBeforeTheRunExists() {
        NeedsFresh fresh = new NeedsFresh("fresh");
        try (TestHarness t = new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of())),
                HarnessOptions.defaults(), List.of(installing(fresh)))) {
            Agent parent = t.harness.createChat("parent", workspace);
            WorkflowEngine engine = t.harness.workflows();

            WorkflowException inheriting = assertThrows(WorkflowException.class,
                    () -> engine.start(fresh, new WorkflowStartRequest<>(parent, "in", null, "fork", 1)));

            assertEquals(WorkflowException.Code.WORKFLOW_PROVIDER_CONTEXT, inheriting.code());
            assertTrue(engine.running().isEmpty());
            assertEquals("in", engine.start(fresh, new WorkflowStartRequest<>(parent, "in", null, "spawn", 1))
                    .result().join(), "the input and the value stay typed Java values");
        }
    }
}
