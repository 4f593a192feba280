package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.status.StatusViewModel;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.SessionId;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatusViewModelTest {
    private static final Texts EN = Texts.of("en");
    private final StatusViewModel status = new StatusViewModel("openai-compatible · deepseek-chat");

    @Test
    void tokensAddUpAndCostShowsOnceKnown() {
        SessionId s = new SessionId("s");
        status.apply(List.of(new AgentEvent.UsageReported(s, "t", new Usage(1000, 234, 0), null)));
        assertEquals("1,234 tokens", EN.format(status.usage().get()));

        status.apply(List.of(new AgentEvent.UsageReported(s, "t", new Usage(10, 6, 0), 0.0125)));
        assertEquals("1,250 tokens · $0.0125", EN.format(status.usage().get()));
        assertEquals("1,250 个 token · $0.0125", Texts.of("zh").format(status.usage().get()));
        assertEquals("openai-compatible · deepseek-chat", status.provider().get());
    }
}
