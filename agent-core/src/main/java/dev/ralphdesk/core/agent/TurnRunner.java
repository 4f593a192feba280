package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.model.StopReason;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.verify.EvidenceLedger;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * One turn of the agent loop: record the input, then step — build the request, stream the model,
 * run the tools it asked for — until the model stops calling tools, the step cap is reached, the
 * turn is cancelled, or the model call fails.
 */
final class TurnRunner {
    private final Agent agent;
    private final ModelProvider provider;
    private final AgentSetup setup;
    private final SessionStore store;
    private final EventBus bus;
    private final PriceTable prices;
    private final ToolStep toolStep;
    private final String toolSpecsText;

    TurnRunner(Agent agent, ModelProvider provider, AgentSetup setup, SessionStore store, EventBus bus,
            PriceTable prices) {
        this.agent = agent;
        this.provider = provider;
        this.setup = setup;
        this.store = store;
        this.bus = bus;
        this.prices = prices;
        this.toolStep = new ToolStep(agent, setup, store, bus);
        this.toolSpecsText = setup.tools().specs().stream()
                .map(spec -> spec.name() + spec.description() + spec.parameters())
                .collect(Collectors.joining());
    }

    TurnResult run(TurnInput input, CancellationToken cancel) {
        String turnId = UUID.randomUUID().toString();
        EvidenceLedger ledger = new EvidenceLedger(setup.config().verifierTools());
        TurnState state = new TurnState(turnId, input.origin(), ledger);
        TurnOutcome outcome;
        try {
            store.append(agent.sessionId(), new TurnStarted(turnId, input.origin()));
            store.append(agent.sessionId(), new UserMessage(turnId, input.text(), input.origin()));
            agent.appendHistory(new ChatMessage.User(input.text()));
            bus.publish(new AgentEvent.TurnStarted(agent.sessionId(), turnId, input.origin(), input.text()));
            for (TurnHook hook : setup.hooks()) {
                hook.beforeTurn(new TurnContext(agent, turnId, input.origin(), 0));
            }
            outcome = steps(state, cancel);
        } catch (CancelledException e) {
            // a cancel without a reason is the executor's interrupt: the process is shutting down
            outcome = TurnOutcome.cancelled(cancel.isCancelled() ? cancel.reason() : CancelReason.SHUTDOWN);
        } catch (SessionStoreException e) {
            outcome = TurnOutcome.error("storage", e.getMessage());
        } catch (RuntimeException e) {
            // a defect in a hook or provider must still end the turn, so hooks and policies settle
            outcome = TurnOutcome.error("internal", "Internal error: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()));
            bus.publish(new AgentEvent.Notice(agent.sessionId(), "warning", outcome.message()));
        }
        try {
            store.append(agent.sessionId(), new TurnFinished(turnId, outcome, state.steps));
        } catch (SessionStoreException e) {
            bus.publish(new AgentEvent.Notice(agent.sessionId(), "warning",
                    "The end of this turn could not be recorded: " + e.getMessage()));
        }
        bus.publish(new AgentEvent.TurnFinished(agent.sessionId(), turnId, input.origin(), outcome, state.steps));
        return new TurnResult(turnId, input.origin(), outcome, state.steps, state.usage, state.lastText,
                ledger.all());
    }

    private TurnOutcome steps(TurnState state, CancellationToken cancel) {
        while (true) {
            if (state.steps >= setup.config().maxStepsPerTurn()) {
                return TurnOutcome.of(TurnOutcome.Kind.STEP_LIMIT, "Stopped after " + state.steps
                        + " steps (the per-turn cap). Send a message to continue.");
            }
            cancel.throwIfCancelled();
            state.steps++;
            TurnContext context = new TurnContext(agent, state.turnId, state.origin, state.steps);
            bus.publish(new AgentEvent.StepStarted(agent.sessionId(), state.turnId, state.steps));
            ModelResponse response;
            try {
                response = provider.stream(buildRequest(context), listener(state.turnId), cancel);
            } catch (ModelException e) {
                return modelFailure(e);
            }
            cancel.throwIfCancelled();
            String text = response.text();
            for (TurnHook hook : setup.hooks()) {
                text = hook.transformAssistantText(context, text);
            }
            state.lastText = text;
            store.append(agent.sessionId(), new AssistantMessage(state.turnId, state.steps, text, response.reasoning(),
                    response.toolCalls()));
            agent.appendHistory(new ChatMessage.Assistant(text, response.reasoning(), response.toolCalls()));
            bus.publish(new AgentEvent.AssistantMessage(agent.sessionId(), state.turnId, text, response.reasoning()));
            recordUsage(state, context, response.usage());
            for (ToolCall call : response.toolCalls()) {
                if (cancel.isCancelled()) {
                    toolStep.skip(context, call, "Not run: the turn was cancelled.");
                } else {
                    toolStep.run(context, call, state.ledger, cancel);
                }
            }
            cancel.throwIfCancelled();
            bus.publish(new AgentEvent.StepFinished(agent.sessionId(), state.turnId, state.steps));
            if (response.stopReason() == StopReason.MAX_TOKENS) {
                return TurnOutcome.of(TurnOutcome.Kind.MAX_TOKENS,
                        "The model hit its output token limit; the answer may be cut short.");
            }
            if (response.stopReason() == StopReason.REFUSED) {
                return TurnOutcome.of(TurnOutcome.Kind.REFUSED, "The model refused or its output was filtered.");
            }
            if (response.toolCalls().isEmpty()) {
                return TurnOutcome.completed();
            }
        }
    }

    private ModelRequest buildRequest(TurnContext context) {
        String system = setup.promptSections().stream()
                .map((PromptSection section) -> section.render(agent.kind()))
                .filter(part -> part != null && !part.isBlank())
                .collect(Collectors.joining("\n\n"));
        ModelRequest request = new ModelRequest(system, agent.history(), setup.tools().specs(),
                setup.config().maxOutputTokens());
        for (TurnHook hook : setup.hooks()) {
            request = hook.shapeRequest(context, request);
        }
        long budget = HistoryWindow.budgetTokens(setup.config().contextWindowTokens(), request.maxOutputTokens(),
                request.systemPrompt(), toolSpecsText);
        return request.withMessages(HistoryWindow.fit(request.messages(), budget));
    }

    private ModelStreamListener listener(String turnId) {
        return new ModelStreamListener() {
            @Override
            public void onTextDelta(String delta) {
                bus.publish(new AgentEvent.TextDelta(agent.sessionId(), turnId, delta));
            }

            @Override
            public void onReasoningDelta(String delta) {
                bus.publish(new AgentEvent.ReasoningDelta(agent.sessionId(), turnId, delta));
            }

            @Override
            public void onRetry(int attempt, java.time.Duration wait, String reason) {
                bus.publish(new AgentEvent.Notice(agent.sessionId(), "retry", "Retrying the model call (attempt "
                        + attempt + ") in " + wait.toMillis() + " ms: " + reason));
            }
        };
    }

    private void recordUsage(TurnState state, TurnContext context, Usage usage) {
        state.usage = state.usage.plus(usage);
        Double cost = prices.cost(provider.model(), usage).orElse(null);
        store.append(agent.sessionId(), new ModelUsage(state.turnId, state.steps, provider.name(), provider.model(),
                usage, cost));
        bus.publish(new AgentEvent.UsageReported(agent.sessionId(), state.turnId, usage, cost));
        for (TurnHook hook : setup.hooks()) {
            hook.afterModelCall(context, usage, cost);
        }
    }

    private static TurnOutcome modelFailure(ModelException e) {
        if (e.kind().usageLimited()) {
            // The code tells a transient rate limit from an exhausted quota; the label stays usage-limited.
            String code = e.kind() == ModelErrorKind.RATE_LIMIT ? "rate-limit" : "quota";
            return new TurnOutcome(TurnOutcome.Kind.USAGE_LIMITED, code, e.getMessage());
        }
        return TurnOutcome.error(e.kind().code(), e.getMessage());
    }

    /** Mutable bookkeeping of the running turn. */
    private static final class TurnState {
        final String turnId;
        final dev.ralphdesk.core.session.InputOrigin origin;
        final EvidenceLedger ledger;
        int steps;
        Usage usage = Usage.ZERO;
        String lastText = "";

        TurnState(String turnId, dev.ralphdesk.core.session.InputOrigin origin, EvidenceLedger ledger) {
            this.turnId = turnId;
            this.origin = origin;
            this.ledger = ledger;
        }
    }
}
