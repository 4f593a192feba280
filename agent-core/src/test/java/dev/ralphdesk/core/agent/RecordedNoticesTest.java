package dev.ralphdesk.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.ProviderCapabilities;
import dev.ralphdesk.core.model.StopReason;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.replay.TranscriptEntry;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the person saw during a turn is in the log: a retry, and the text that streamed before a stream broke. */
class RecordedNoticesTest {
    @TempDir
    Path workspace;

    @Test
    void aRetryOfTheModelCallIsRecordedAsANoticeInTheWordsTheCommandLineShowed() throws Exception {
        try (TestHarness t = new TestHarness(new Answering((listener, step) -> {
            listener.onRetry(1, Duration.ofMillis(500), "HTTP 503 from the server");
            return "ok";
        }), HarnessOptions.defaults(), List.of())) {
            Agent agent = t.harness.createChat("retry", workspace);
            agent.submit(TurnInput.human("hi")).get(5, TimeUnit.SECONDS);

            NoticePosted notice = notices(t, agent).get(0);
            assertEquals(new NoticePosted("retry", "model-retry", List.of("1", "500", "HTTP 503 from the server"),
                    "Retrying the model call (attempt 1) in 500 ms: HTTP 503 from the server"), notice);
        }
    }

    @Test
    void theTextThatStreamedBeforeTheStreamBrokeIsRecordedCutAndStaysOutOfTheHistory() throws Exception {
        try (TestHarness t = new TestHarness(new Answering((listener, step) -> {
            listener.onTextDelta("Here is the first half of ");
            throw new ModelException(ModelErrorKind.NETWORK, "the stream broke off");
        }), HarnessOptions.defaults(), List.of())) {
            Agent agent = t.harness.createChat("cut", workspace);
            TurnResult result = agent.submit(TurnInput.human("hi")).get(5, TimeUnit.SECONDS);

            assertEquals("network", result.outcome().code());
            List<LoggedEvent> log = t.store.open(agent.sessionId()).events();
            assertEquals(List.of(AssistantMessage.cut(result.turnId(), 1, "Here is the first half of ", null)),
                    log.stream().map(LoggedEvent::event).filter(AssistantMessage.class::isInstance).toList());
            TranscriptEntry.AssistantText shown = Transcripts.plain().fold(log).entries().stream()
                    .filter(TranscriptEntry.AssistantText.class::isInstance).map(TranscriptEntry.AssistantText.class::cast)
                    .findFirst().orElseThrow();
            assertEquals(TranscriptEntry.Answer.CUT, shown.state());
            assertEquals(1, agent.history().size(), "the model's history holds the question only");
        }
    }

    private static List<NoticePosted> notices(TestHarness t, Agent agent) {
        return t.store.open(agent.sessionId()).events().stream().map(LoggedEvent::event)
                .filter(NoticePosted.class::isInstance).map(NoticePosted.class::cast).toList();
    }

    /** A model that answers each step through a function of its listener. */
    private record Answering(Step step) implements ModelProvider {
        @Override
        public String name() {
            return "answering";
        }

        @Override
        public String model() {
            return "answering";
        }

        @Override
        public ProviderCapabilities capabilities() {
            return ProviderCapabilities.FULL;
        }

        @Override
        public ModelResponse stream(ModelRequest request, ModelStreamListener listener, CancellationToken cancel)
                throws ModelException {
            return new ModelResponse(step.answer(listener, 1), null, List.of(), StopReason.END_TURN, Usage.ZERO);
        }
    }

    @FunctionalInterface
    private interface Step {
        String answer(ModelStreamListener listener, int step) throws ModelException;
    }
}
