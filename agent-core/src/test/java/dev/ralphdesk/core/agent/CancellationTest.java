package dev.ralphdesk.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CancellationTest {
    @TempDir
    Path workspace;

    @Test
    void cancelMidStreamEndsTheTurnCancelledWithinOneSecondAfterAnnouncingIt() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(
                Scripts.slow("a long answer that streams one character every 50 ms", 50))));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of())) {
            Agent agent = t.harness.createChat("test", workspace);
            var turn = agent.submit(TurnInput.human("talk"));
            long deadline = System.currentTimeMillis() + 5000;
            while (t.events(AgentEvent.TextDelta.class).isEmpty() && System.currentTimeMillis() < deadline) {
                Thread.onSpinWait();
            }
            long start = System.nanoTime();
            agent.cancel();
            TurnResult result = turn.get(1, TimeUnit.SECONDS);
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertEquals(TurnOutcome.Kind.CANCELLED, result.outcome().kind());
            assertTrue(millis < 1000, "took " + millis + " ms");
            List<AgentEvent> order = t.events.stream()
                    .filter(e -> e instanceof AgentEvent.Notice n && n.kind().equals("cancel-requested")
                            || e instanceof AgentEvent.TurnFinished)
                    .toList();
            assertEquals(2, order.size());
            assertTrue(order.get(0) instanceof AgentEvent.Notice, "cancel-requested comes first: " + order);
        }
    }

    @Test
    void cancellingAnIdleAgentOnlyAnnouncesTheRequest() {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of()));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of())) {
            Agent agent = t.harness.createChat("test", workspace);
            agent.cancel();
            List<AgentEvent.Notice> notices = t.events(AgentEvent.Notice.class);
            assertEquals(1, notices.size());
            assertEquals("cancel-requested", notices.get(0).kind());
            assertTrue(t.events(AgentEvent.TurnFinished.class).isEmpty());
            assertEquals(0, provider.requests().size());
        }
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
        dev.ralphdesk.core.plugin.Plugin hook = new dev.ralphdesk.core.plugin.Plugin() {
            @Override
            public String id() {
                return "hook";
            }

            @Override
            public void install(dev.ralphdesk.core.plugin.PluginContext context) {
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
