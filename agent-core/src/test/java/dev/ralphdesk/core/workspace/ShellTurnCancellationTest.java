package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 2: a turn running {@code sleep 30} through {@code shell} is cancelled within a second, tree and all. */
class ShellTurnCancellationTest {
    @TempDir
    Path workspace;

    @Test
    void cancellingATurnKillsTheRunningShellTreeAndEndsCancelledWithinOneSecond() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(
                Scripts.call("shell", "command", "sleep 30 & sleep 30; wait"),
                Scripts.text("must never be asked"))));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(new WorkspacePlugin()))) {
            Agent agent = t.harness.createChat("cancel", workspace);
            var turn = agent.submit(TurnInput.human("sleep please"));
            List<ProcessHandle> sleeps = ProcessProbe.sleeps(2);
            assertEquals(2, sleeps.size(), "both sleeps should be running");
            long start = System.nanoTime();
            agent.cancel(CancelReason.PERSON);
            TurnResult result = turn.get(1, TimeUnit.SECONDS);
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertEquals(TurnOutcome.Kind.CANCELLED, result.outcome().kind());
            assertTrue(millis < 1000, "cancel took " + millis + " ms");
            assertTrue(ProcessProbe.within(Duration.ofSeconds(10), () -> sleeps.stream().noneMatch(ProcessHandle::isAlive)),
                    "no sleep may survive");
            assertEquals(1, provider.requests().size(), "no model call after the cancel");
            ToolCallFinished recorded = t.store.open(agent.sessionId()).events().stream().map(LoggedEvent::event)
                    .filter(ToolCallFinished.class::isInstance).map(ToolCallFinished.class::cast).findFirst()
                    .orElseThrow();
            assertTrue(recorded.error());
            assertEquals("Cancelled while this tool was running: stopped by the person.", recorded.output());
            assertEquals(TurnOutcome.cancelled(CancelReason.PERSON), result.outcome());
        }
    }
}
