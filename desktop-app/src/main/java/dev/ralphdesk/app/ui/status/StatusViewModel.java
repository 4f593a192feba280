package dev.ralphdesk.app.ui.status;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Phrases;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.ModelUsage;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The status bar: provider and model, whether the shell runs in a sandbox (said plainly when it
 * does not), and the tokens and cost of the open session.
 */
public final class StatusViewModel {
    private final ReadOnlyStringWrapper provider = new ReadOnlyStringWrapper();
    private final ReadOnlyObjectWrapper<Message> usage = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final ReadOnlyObjectWrapper<Message> sandbox = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final ReadOnlyStringWrapper sandboxDetail = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<SandboxStatus.State> sandboxState = new ReadOnlyObjectWrapper<>();
    private Usage tokens = Usage.ZERO;
    private double cost;
    private boolean costKnown;
    /** The last seq counted: live events at or below it are in the totals already. */
    private long lastSeq;

    /** @param providerSummary e.g. "openai-compatible · deepseek-chat" */
    public StatusViewModel(String providerSummary) {
        provider.set(providerSummary);
        show();
    }

    public ReadOnlyStringProperty provider() {
        return provider.getReadOnlyProperty();
    }

    /** Shows where shell commands run. */
    public void sandbox(SandboxStatus status) {
        sandbox.set(Message.of("status.sandbox." + status.state().name().toLowerCase(Locale.ROOT)));
        sandboxDetail.set(status.summary());
        sandboxState.set(status.state());
    }

    /** "Shell sandboxed", or plainly that there is no sandbox and why. */
    public ReadOnlyObjectProperty<Message> sandbox() {
        return sandbox.getReadOnlyProperty();
    }

    /** The sandbox in a sentence with its details, for a tooltip. */
    public ReadOnlyStringProperty sandboxDetail() {
        return sandboxDetail.getReadOnlyProperty();
    }

    /** Null until {@link #sandbox(SandboxStatus)} was called. */
    public ReadOnlyObjectProperty<SandboxStatus.State> sandboxState() {
        return sandboxState.getReadOnlyProperty();
    }

    /** "1,234 tokens · $0.0123", or "1,234 tokens" when no price is known. */
    public ReadOnlyObjectProperty<Message> usage() {
        return usage.getReadOnlyProperty();
    }

    /** Totals of a session read from its log, up to record {@code lastSeq}. */
    public void replay(List<LoggedEvent> events, long lastSeq) {
        tokens = Usage.ZERO;
        cost = 0;
        costKnown = false;
        this.lastSeq = lastSeq;
        for (LoggedEvent logged : events) {
            if (logged.event() instanceof ModelUsage step) {
                add(step.usage(), step.costUsd());
            }
        }
        show();
    }

    /** A frame's batch of the open session's live events: the usage recorded after what is counted. */
    public void apply(List<AgentEvent> batch) {
        boolean changed = false;
        for (AgentEvent event : batch) {
            if (event instanceof AgentEvent.Committed committed && committed.seq() > lastSeq) {
                lastSeq = committed.seq();
                if (committed.event() instanceof ModelUsage step) {
                    add(step.usage(), step.costUsd());
                    changed = true;
                }
            }
        }
        if (changed) {
            show();
        }
    }

    private void add(Usage step, Double stepCost) {
        tokens = tokens.plus(step);
        if (stepCost != null) {
            cost += stepCost;
            costKnown = true;
        }
    }

    private void show() {
        Message count = Phrases.tokens(tokens.total());
        usage.set(costKnown ? Phrases.joined(count, Message.verbatim(Phrases.usd(cost))) : count);
    }
}
