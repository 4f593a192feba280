package dev.ralphdesk.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CancellationTest {
    @TempDir
    Path workspace;

    @Test
    void cancelMidStreamEndsTheTurnCancelledWithinOneSecondAndRecordsTheReason() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(
                Scripts.slow("a long answer that streams one character every 50 ms", 50))));
        List<String> heard = new CopyOnWriteArrayList<>();
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(listening(heard)))) {
            Agent agent = t.harness.createChat("test", workspace);
            var turn = agent.submit(TurnInput.human("talk"));
            long deadline = System.currentTimeMillis() + 5000;
            while (t.events(AgentEvent.TextDelta.class).isEmpty() && System.currentTimeMillis() < deadline) {
                Thread.onSpinWait();
            }
            long start = System.nanoTime();
            agent.cancel(CancelReason.PERSON);
            TurnResult result = turn.get(1, TimeUnit.SECONDS);
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertEquals(TurnOutcome.cancelled(CancelReason.PERSON), result.outcome());
            assertEquals(Optional.of(CancelReason.PERSON), result.outcome().cancelReason());
            assertTrue(millis < 1000, "took " + millis + " ms");
            assertEquals(List.of("cancel person"), heard.stream().filter(h -> h.startsWith("cancel")).toList());
            TurnFinished finished = t.store.open(agent.sessionId()).events().stream().map(LoggedEvent::event)
                    .filter(TurnFinished.class::isInstance).map(TurnFinished.class::cast).findFirst().orElseThrow();
            assertEquals("person", finished.outcome().code());
            assertEquals("stopped by the person", finished.outcome().message());
        }
    }

    @Test
    void aCancelThatComesWhileTheInputIsAdmittedEndsThatTurnBeforeAnyModelCall() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(Scripts.text("never"))));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of())) {
            Agent agent = t.harness.createChat("test", workspace);

            Optional<TurnResult> result = agent.submitReserved(() -> {
                agent.cancel(CancelReason.PERSON);
                return Optional.of(TurnInput.human("talk"));
            }).get(5, TimeUnit.SECONDS);

            assertEquals(TurnOutcome.cancelled(CancelReason.PERSON), result.orElseThrow().outcome());
            assertEquals(0, provider.requests().size(), "the cancel was not lost between admission and the turn");
        }
    }

    @Test
    void cancellingAnIdleAgentOnlyTellsTheHooksWhy() {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of()));
        List<String> heard = new CopyOnWriteArrayList<>();
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(listening(heard)))) {
            Agent agent = t.harness.createChat("test", workspace);
            agent.cancel(CancelReason.GOAL_PAUSE);
            assertEquals(List.of("cancel goal-pause"), heard, "told even though no turn runs");
            assertTrue(t.store.open(agent.sessionId()).events().stream()
                    .noneMatch(e -> e.event() instanceof TurnFinished));
            assertEquals(0, provider.requests().size());
        }
    }

    @Test
    void theFirstReasonWinsAndLaterCancelsChangeNothing() {
        dev.ralphdesk.core.cancel.CancellationToken token = new dev.ralphdesk.core.cancel.CancellationToken();
        List<CancelReason> callbacks = new CopyOnWriteArrayList<>();
        token.onCancel(() -> callbacks.add(token.reason()));
        assertTrue(token.cancel(CancelReason.BUDGET));
        assertFalse(token.cancel(CancelReason.PERSON));
        assertEquals(CancelReason.BUDGET, token.reason());
        assertEquals(List.of(CancelReason.BUDGET), callbacks);
    }

    @Test
    void hooksGetTheTokensAndCostOfEveryModelCall() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(
                Scripts.call("echo", "text", "hi"), Scripts.text("done"))));
        List<String> heard = new CopyOnWriteArrayList<>();
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(TestHarness.tools(
                new dev.ralphdesk.core.testing.EchoTool()), listening(heard)))) {
            Agent agent = t.harness.createChat("test", workspace);
            TurnResult result = agent.submit(TurnInput.human("hi")).get(5, TimeUnit.SECONDS);
            List<dev.ralphdesk.core.session.event.ModelUsage> recorded = t.store.open(agent.sessionId()).events()
                    .stream().map(LoggedEvent::event).filter(dev.ralphdesk.core.session.event.ModelUsage.class::isInstance)
                    .map(dev.ralphdesk.core.session.event.ModelUsage.class::cast).toList();
            assertEquals(recorded.stream().map(u -> "usage step " + u.step() + " " + u.usage().total()).toList(),
                    heard);
            assertEquals(2, heard.size(), heard.toString());
            assertEquals(result.usage().total(), recorded.stream().mapToLong(u -> u.usage().total()).sum());
        }
    }

    /** A plugin whose hook writes down what it hears of cancels and model calls. */
    private static dev.ralphdesk.core.harness.Plugin listening(List<String> heard) {
        return new dev.ralphdesk.core.harness.Plugin() {
            @Override
            public String id() {
                return "listening";
            }

            @Override
            public void install(dev.ralphdesk.core.harness.PluginContext context) {
                context.addTurnHook(new dev.ralphdesk.core.plugin.TurnHook() {
                    @Override
                    public void cancelRequested(dev.ralphdesk.core.plugin.AgentHandle agent, CancelReason reason) {
                        heard.add("cancel " + reason.wire());
                    }

                    @Override
                    public void afterModelCall(dev.ralphdesk.core.plugin.TurnContext turn,
                            dev.ralphdesk.core.model.Usage usage, Double costUsd) {
                        heard.add("usage step " + turn.step() + " " + usage.total());
                    }
                });
            }
        };
    }

    @Test
    void aDefectThatEscapesTheLoopStillEndsTheTurnAndRunsTheHooks() throws Exception {
        dev.ralphdesk.core.model.ModelProvider broken = new dev.ralphdesk.core.model.ModelProvider() {
            @Override
            public String name() {
                return "broken";
            }

            @Override
            public String model() {
                return "broken";
            }

            @Override
            public dev.ralphdesk.core.model.ProviderCapabilities capabilities() {
                return dev.ralphdesk.core.model.ProviderCapabilities.FULL;
            }

            @Override
            public dev.ralphdesk.core.model.ModelResponse stream(dev.ralphdesk.core.model.ModelRequest request,
                    dev.ralphdesk.core.model.ModelStreamListener listener, dev.ralphdesk.core.cancel.CancellationToken c) {
                throw new IllegalStateException("provider defect");
            }
        };
        List<TurnResult> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        dev.ralphdesk.core.harness.Plugin hook = new dev.ralphdesk.core.harness.Plugin() {
            @Override
            public String id() {
                return "hook";
            }

            @Override
            public void install(dev.ralphdesk.core.harness.PluginContext context) {
                context.addTurnHook(new dev.ralphdesk.core.plugin.TurnHook() {
                    @Override
                    public void afterTurn(dev.ralphdesk.core.plugin.AgentHandle agent, TurnResult result) {
                        seen.add(result);
                    }
                });
            }
        };
        try (TestHarness t = new TestHarness(broken, HarnessOptions.defaults(), List.of(hook))) {
            Agent agent = t.harness.createChat("test", workspace);
            TurnResult result = agent.submit(TurnInput.human("hi")).get(5, TimeUnit.SECONDS);
            assertEquals(TurnOutcome.Kind.ERROR, result.outcome().kind());
            assertEquals("internal", result.outcome().code());
            assertEquals(List.of(result), seen);
            assertTrue(t.store.open(agent.sessionId()).events().stream()
                    .anyMatch(e -> e.event() instanceof dev.ralphdesk.core.session.event.TurnFinished));
        }
    }
}
