package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.status.StatusViewModel;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.ModelUsage;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatusViewModelTest {
    private static final Texts EN = Texts.of("en");
    private final StatusViewModel status = new StatusViewModel("openai-compatible · deepseek-chat");

    @Test
    void tokensAddUpAndCostShowsWhenKnown() {
        LiveLog live = new LiveLog(new SessionId("s"), 1);
        assertEquals("0 tokens", EN.format(status.usage().get()), "no call yet: no cost to speak of");
        status.apply(List.of(live.commit(new ModelUsage("t", 1, "p", "m", new Usage(10, 6, 0), 0.0125))));
        assertEquals("16 tokens · $0.0125", EN.format(status.usage().get()));
        assertEquals("16 个 token · $0.0125", Texts.of("zh").format(status.usage().get()));
        assertEquals("openai-compatible · deepseek-chat", status.provider().get());
    }

    @Test
    void aModelWithoutPriceShowsTheCostAsUnknownNeverAsZero() {
        LiveLog live = new LiveLog(new SessionId("s"), 1);
        status.apply(List.of(live.commit(new ModelUsage("t", 1, "p", "m", new Usage(1000, 234, 0), null))));
        assertEquals("1,234 tokens · cost unknown", EN.format(status.usage().get()));
        assertEquals("1,234 个 token · 费用未知", Texts.of("zh").format(status.usage().get()));

        status.apply(List.of(live.commit(new ModelUsage("t", 2, "p", "m", new Usage(10, 6, 0), 0.0125))));
        assertEquals("1,250 tokens · $0.0125 + cost unknown", EN.format(status.usage().get()));
    }

    @Test
    void theLatestTurnShowsItsOwnTokensAndCost() {
        LiveLog live = new LiveLog(new SessionId("s"), 1);
        assertEquals(Message.NONE, status.turnUsage().get());
        status.apply(List.of(live.commit(new ModelUsage("t1", 1, "p", "m", new Usage(100, 20, 0), 0.01)),
                live.commit(new ModelUsage("t1", 2, "p", "m", new Usage(100, 20, 0), 0.01))));
        assertEquals("This turn: 240 tokens · $0.0200", EN.format(status.turnUsage().get()));
        status.apply(List.of(live.commit(new ModelUsage("t2", 1, "p", "m", new Usage(5, 5, 0), 0.001))));
        assertEquals("This turn: 10 tokens · $0.0010", EN.format(status.turnUsage().get()));
        assertEquals("本回合：10 个 token · $0.0010", Texts.of("zh").format(status.turnUsage().get()));
        assertEquals("250 tokens · $0.0210", EN.format(status.usage().get()));
    }

    @Test
    void usageTheLogReadAlreadyCountedIsNotCountedAgainLive() {
        LiveLog live = new LiveLog(new SessionId("s"), 1);
        AgentEvent first = live.commit(new ModelUsage("t", 1, "p", "m", new Usage(1000, 234, 0), null));
        status.replay(live.log(), 2);
        status.apply(List.of(first, live.commit(new ModelUsage("t", 2, "p", "m", new Usage(10, 6, 0), null))));
        assertEquals("1,250 tokens · cost unknown", EN.format(status.usage().get()));
    }

    @Test
    void theStatusBarSaysPlainlyWhenThereIsNoSandbox() {
        status.sandbox(new SandboxStatus(SandboxStatus.State.UNAVAILABLE, "no sandbox: bubblewrap (bwrap) is not "
                + "installed; shell commands run with your full access"));
        assertEquals("No sandbox: bubblewrap is missing or does not work here", EN.format(status.sandbox().get()));
        assertEquals("无沙箱：bubblewrap 缺失或在此处不可用", Texts.of("zh").format(status.sandbox().get()));
        assertEquals("no sandbox: bubblewrap (bwrap) is not installed; shell commands run with your full access",
                status.sandboxDetail().get());

        status.sandbox(new SandboxStatus(SandboxStatus.State.ACTIVE, "bubblewrap"));
        assertEquals("Shell sandboxed", EN.format(status.sandbox().get()));
        assertEquals(SandboxStatus.State.ACTIVE, status.sandboxState().get());
    }
}
