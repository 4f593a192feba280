package dev.ralphdesk.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.http.HttpProviderConfig;
import dev.ralphdesk.core.model.http.HttpRuntime;
import dev.ralphdesk.core.model.http.UnansweredEndpoint;
import dev.ralphdesk.core.model.openai.OpenAiDialect;
import dev.ralphdesk.core.model.openai.OpenAiProvider;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.testing.TestHarness;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A shutdown while a real provider's request connects still ends the turn, with its record. */
class ShutdownDuringARequestTest {
    @TempDir
    Path workspace;

    @Test
    void aShutdownWhileTheRequestConnectsEndsTheTurnAsCancelledWithItsRecord() throws Exception {
        try (UnansweredEndpoint endpoint = new UnansweredEndpoint()) {
            HttpProviderConfig config = HttpProviderConfig.of("Local", URI.create(endpoint.base() + "/v1"), "local",
                    null, "none");
            OpenAiProvider provider = new OpenAiProvider(config, OpenAiDialect.standard(), HttpRuntime.system());
            try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of())) {
                Agent agent = t.harness.createChat("probe", workspace);
                CompletableFuture<TurnResult> turn = agent.submit(TurnInput.human("hello"));
                UnansweredEndpoint.untilWaitingInOkHttp(agentThread());

                t.stopExecutor();

                TurnResult result = turn.get(30, TimeUnit.SECONDS);
                assertEquals(TurnOutcome.cancelled(CancelReason.SHUTDOWN), result.outcome());
                assertEquals(List.of(result.outcome()),
                        t.committed(TurnFinished.class).stream().map(TurnFinished::outcome).toList());
            }
        }
    }

    /** The harness's thread running the turn: once it is making the request. */
    private static Thread agentThread() {
        while (true) {
            for (Thread thread : Thread.getAllStackTraces().keySet()) {
                if (thread.getName().equals("test-agent")) {
                    return thread;
                }
            }
            Thread.onSpinWait();
        }
    }
}
