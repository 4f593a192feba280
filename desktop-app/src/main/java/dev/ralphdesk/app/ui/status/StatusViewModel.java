package dev.ralphdesk.app.ui.status;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Phrases;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.instructions.ProjectInstructions;
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
 * does not), the project instructions in effect, and the tokens and cost of the open session and its
 * latest turn.
 */
public final class StatusViewModel {
    private final ReadOnlyStringWrapper provider = new ReadOnlyStringWrapper();
    private final ReadOnlyObjectWrapper<Message> usage = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final ReadOnlyObjectWrapper<Message> sandbox = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final ReadOnlyStringWrapper sandboxDetail = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<SandboxStatus.State> sandboxState = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Message> turnUsage = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final ReadOnlyObjectWrapper<Message> instructions = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final ReadOnlyObjectWrapper<Message> instructionsDetail = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final Spend session = new Spend();
    private final Spend turn = new Spend();
    private String turnId;
    /** The last seq counted: live events at or below it are in the totals already. */
    private long lastSeq;

    /** @param providerSummary e.g. "openai-compatible · deepseek-chat" */
    public StatusViewModel(String providerSummary) {
        provider.set(providerSummary);
        show();
    }

    /** The provider and model in use: "openai-compatible · deepseek-chat". */
    public ReadOnlyStringProperty provider() {
        return provider.getReadOnlyProperty();
    }

    /** Shows the provider and model in use since Settings applied them. */
    public void provider(String summary) {
        provider.set(summary);
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

    /**
     * "1,234 tokens · $0.0123"; "1,234 tokens · cost unknown" when the model has no price, and
     * "$0.0123 + cost unknown" when only some calls had one.
     */
    public ReadOnlyObjectProperty<Message> usage() {
        return usage.getReadOnlyProperty();
    }

    /** Shows the project instructions in effect for the open session's workspace. */
    public void instructions(ProjectInstructions found) {
        instructions.set(InstructionsText.label(found));
        instructionsDetail.set(InstructionsText.detail(found));
    }

    /** "Instructions: AGENTS.md", "Instructions: 2 files (cut)"; empty when there are none. */
    public ReadOnlyObjectProperty<Message> instructions() {
        return instructions.getReadOnlyProperty();
    }

    /** Every instruction file in effect with its full path and size, for a tooltip. */
    public ReadOnlyObjectProperty<Message> instructionsDetail() {
        return instructionsDetail.getReadOnlyProperty();
    }

    /** The tokens and cost of the latest turn: "This turn: 120 tokens · $0.0001"; empty before one. */
    public ReadOnlyObjectProperty<Message> turnUsage() {
        return turnUsage.getReadOnlyProperty();
    }

    /** Totals of a session read from its log up to record {@code lastSeq}, and its latest turn's. */
    public void replay(List<LoggedEvent> events, long lastSeq) {
        session.clear();
        turn.clear();
        turnId = null;
        this.lastSeq = lastSeq;
        for (LoggedEvent logged : events) {
            if (logged.event() instanceof ModelUsage step) {
                add(step.turnId(), step.usage(), step.costUsd());
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
                    add(step.turnId(), step.usage(), step.costUsd());
                    changed = true;
                }
            }
        }
        if (changed) {
            show();
        }
    }

    private void add(String stepTurn, Usage step, Double stepCost) {
        if (!stepTurn.equals(turnId)) {
            turnId = stepTurn;
            turn.clear();
        }
        session.add(step, stepCost);
        turn.add(step, stepCost);
    }

    private void show() {
        usage.set(session.message());
        turnUsage.set(turnId == null ? Message.NONE : Message.of("status.turnUsage", turn.message()));
    }

    /**
     * Tokens and cost added up: "1,234 tokens · $0.0123"; "· cost unknown" when the model has no
     * price, and "$0.0123 + cost unknown" when only some calls had one.
     */
    private static final class Spend {
        private Usage tokens = Usage.ZERO;
        private double cost;
        private boolean priced;
        private boolean unpriced;

        void clear() {
            tokens = Usage.ZERO;
            cost = 0;
            priced = false;
            unpriced = false;
        }

        void add(Usage step, Double stepCost) {
            tokens = tokens.plus(step);
            if (stepCost != null) {
                cost += stepCost;
                priced = true;
            } else {
                unpriced = true;
            }
        }

        Message message() {
            Message spent;
            if (priced && unpriced) {
                spent = Message.of("phrase.costPartial", Phrases.usd(cost));
            } else if (priced || unpriced) {
                spent = Phrases.cost(priced ? cost : null);
            } else {
                spent = Message.NONE;
            }
            return Phrases.joined(Phrases.tokens(tokens.total()), spent);
        }
    }

}
