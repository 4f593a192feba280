package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.id.RandomIds;
import dev.ralphdesk.core.log.JulLogger;
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
import dev.ralphdesk.core.model.ToolSpec;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.plugin.PromptScope;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.tool.ToolScope;
import dev.ralphdesk.core.tool.ToolSet;
import dev.ralphdesk.core.tool.ToolSource;
import dev.ralphdesk.core.verify.EvidenceLedger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One turn of the agent loop: record the input, then step — build the request, stream the model,
 * run the tools it asked for — until the model stops calling tools, the step cap is reached, the
 * turn is cancelled, or the model call fails. Everything the person sees is recorded: the answer
 * text that streamed before a stream broke or the turn was stopped (a cut message), retries and
 * warnings (notices); only the streaming deltas themselves are live-only.
 */
final class TurnRunner {
    private static final System.Logger LOG = JulLogger.of(TurnRunner.class);
    private final Agent agent;
    private final ModelProvider provider;
    private final AgentSetup setup;
    private final EventBus bus;
    private final PriceTable prices;
    private final ToolStep toolStep;

    TurnRunner(Agent agent, ModelProvider provider, AgentSetup setup, EventBus bus, PriceTable prices) {
        this.agent = agent;
        this.provider = provider;
        this.setup = setup;
        this.bus = bus;
        this.prices = prices;
        this.toolStep = new ToolStep(agent, setup);
    }

    TurnResult run(TurnInput input, CancellationToken cancel) {
        String turnId = RandomIds.text();
        EvidenceLedger ledger = new EvidenceLedger(setup.config().verifierTools(), setup.config().verifierPatterns());
        TurnState state = new TurnState(turnId, input.origin(), ledger, provider.forTurn(),
                new RequestBudget(setup.config().contextWindowTokens()));
        TurnOutcome outcome;
        try {
            agent.record(new TurnStarted(turnId, input.origin()));
            agent.record(new UserMessage(turnId, input.text(), input.origin()));
            agent.appendHistory(new ChatMessage.User(input.text()));
            for (TurnHook hook : setup.hooks()) {
                hook.beforeTurn(new TurnContext(agent, turnId, input.origin(), 0));
            }
            state.tools = toolsOfTurn(turnId, cancel);
            state.specs = state.tools.specs();
            outcome = steps(state, cancel);
        } catch (CancelledException e) {
            // a cancel without a reason is the executor's interrupt: the process is shutting down
            outcome = TurnOutcome.cancelled(cancel.isCancelled() ? cancel.reason() : CancelReason.SHUTDOWN);
        } catch (SessionStoreException e) {
            outcome = TurnOutcome.error("storage", e.getMessage());
        } catch (Exception | Error e) {
            // a defect in a hook or provider (even a stack overflow, running out of memory or a checked
            // exception thrown undeclared, as code in Kotlin may) must still end the turn, so hooks and
            // policies settle and the session takes the next input
            outcome = ended(e);
        }
        try {
            agent.record(new TurnFinished(turnId, outcome, state.steps));
        } catch (RuntimeException | Error e) {
            // the turn has ended all the same: say so, so that no view keeps showing it running
            String problem = (e instanceof SessionStoreException ? "" : e.getClass().getSimpleName() + ": ")
                    + e.getMessage();
            LOG.log(System.Logger.Level.WARNING, "session " + agent.sessionId() + ": the end of turn " + turnId
                    + " could not be recorded: " + problem);
            recordQuietly(Notices.of("warning", "turn-end-unrecorded", problem));
            bus.publish(new AgentEvent.TurnUnrecorded(agent.sessionId(), turnId, problem));
        }
        return new TurnResult(turnId, input.origin(), outcome, state.steps, state.usage,
                prices.cost(state.provider.model(), state.usage).orElse(null), state.lastText, ledger.all());
    }

    /** The outcome of a turn that {@code e} ended: an internal error, or the shutdown's interrupt. */
    private TurnOutcome ended(Throwable e) {
        if (e instanceof InterruptedException) {
            // an interrupt let out undeclared is the executor's, as a cancel without a reason is
            Thread.currentThread().interrupt();
            return TurnOutcome.cancelled(CancelReason.SHUTDOWN);
        }
        String what = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        recordQuietly(Notices.of("warning", "internal-error", what));
        return TurnOutcome.error("internal", "Internal error: " + what);
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
            Streamed streamed = new Streamed(context);
            ModelResponse response;
            try {
                response = state.provider.stream(buildRequest(context, state.specs, state.budget), streamed, cancel);
                streamed.onSending(); // for a provider that did not say when its request went out
            } catch (ModelException e) {
                streamed.recordCut();
                return modelFailure(e);
            } catch (CancelledException e) {
                streamed.recordCut();
                throw e;
            }
            if (cancel.isCancelled()) {
                streamed.recordCut();
                throw new CancelledException();
            }
            String text = response.text();
            for (TurnHook hook : setup.hooks()) {
                text = hook.transformAssistantText(context, text);
            }
            state.lastText = text;
            agent.record(new AssistantMessage(state.turnId, state.steps, text, response.reasoning(),
                    response.toolCalls()));
            agent.appendHistory(new ChatMessage.Assistant(text, response.reasoning(), response.toolCalls()));
            recordUsage(state, context, response.usage());
            for (ToolCall call : response.toolCalls()) {
                if (cancel.isCancelled()) {
                    toolStep.skip(context, call, "Not run: the turn was cancelled.");
                } else {
                    toolStep.run(context, call, state.tools, state.ledger, cancel);
                }
            }
            cancel.throwIfCancelled();
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

    /** The agent's tools and, after them, those its sources offer for this turn. */
    private ToolSet toolsOfTurn(String turnId, CancellationToken cancel) {
        ToolSet tools = setup.tools();
        if (setup.toolSources().isEmpty()) {
            return tools;
        }
        ToolScope scope = new ToolScope(agent.lineage(), agent.workspace(), turnId, cancel, setup.approval());
        for (ToolSource source : setup.toolSources()) {
            tools = tools.plus(source.tools(scope));
        }
        return tools;
    }

    /** @param specs the turn's tool specs, made once when it starts rather than at every step */
    private ModelRequest buildRequest(TurnContext context, List<ToolSpec> specs, RequestBudget budget) {
        PromptScope scope = new PromptScope(agent.kind(), agent.workspace(), context.turnId());
        String system = setup.promptSections().stream()
                .map((PromptSection section) -> section.render(scope))
                .filter(part -> part != null && !part.isBlank())
                .collect(Collectors.joining("\n\n"));
        List<EstimatedMessage> held = agent.estimatedHistory();
        List<ChatMessage> history = new ArrayList<>(held.size());
        for (EstimatedMessage message : held) {
            history.add(message.message());
        }
        ModelRequest request = new ModelRequest(system, history, specs, setup.config().maxOutputTokens());
        for (TurnHook hook : setup.hooks()) {
            request = hook.shapeRequest(context, request);
        }
        List<ChatMessage> messages = request.messages();
        // a message a hook left where it was keeps its estimate; one it added or moved is estimated
        return request.withMessages(HistoryWindow.fit(messages, i -> i < held.size()
                && held.get(i).message() == messages.get(i) ? held.get(i).tokens() : HistoryWindow.tokens(messages.get(i)),
                budget.of(request)));
    }

    private void recordUsage(TurnState state, TurnContext context, Usage usage) {
        state.usage = state.usage.plus(usage);
        Double cost = prices.cost(state.provider.model(), usage).orElse(null);
        agent.record(new ModelUsage(state.turnId, state.steps, state.provider.name(), state.provider.model(), usage,
                cost));
        for (TurnHook hook : setup.hooks()) {
            hook.afterModelCall(context, usage, cost);
        }
    }

    /** A notice about the turn's own failure: losing it must not hide the failure. */
    private void recordQuietly(NoticePosted notice) {
        try {
            agent.record(notice);
        } catch (RuntimeException | Error e) {
            LOG.log(System.Logger.Level.WARNING, "session " + agent.sessionId() + ": " + notice.text());
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

    /**
     * One model call as it streams: its deltas go live, tagged with the record they follow; what
     * streamed is kept, so that an answer cut short is recorded as the person saw it.
     */
    private final class Streamed implements ModelStreamListener {
        private final TurnContext context;
        private final String turnId;
        private final int step;
        private final StringBuilder text = new StringBuilder();
        private final StringBuilder reasoning = new StringBuilder();
        private boolean told;

        Streamed(TurnContext context) {
            this.context = context;
            this.turnId = context.turnId();
            this.step = context.step();
        }

        /** Tells the hooks, once, that the model works on the request now. */
        @Override
        public void onSending() {
            if (!told) {
                told = true;
                for (TurnHook hook : setup.hooks()) {
                    hook.whileModelAnswers(context);
                }
            }
        }

        @Override
        public void onTextDelta(String delta) {
            text.append(delta);
            bus.publish(new AgentEvent.TextDelta(agent.sessionId(), agent.lastSeq(), turnId, step, delta));
        }

        @Override
        public void onReasoningDelta(String delta) {
            reasoning.append(delta);
            bus.publish(new AgentEvent.ReasoningDelta(agent.sessionId(), agent.lastSeq(), turnId, step, delta));
        }

        @Override
        public void onRetry(int attempt, Duration wait, String reason) {
            agent.record(Notices.of("retry", "model-retry", attempt, wait.toMillis(), reason));
        }

        /** Records what streamed before the call ended early, if anything did. */
        void recordCut() {
            if (text.length() > 0 || reasoning.length() > 0) {
                agent.record(AssistantMessage.cut(turnId, step, text.toString(),
                        reasoning.length() == 0 ? null : reasoning.toString()));
            }
        }
    }

    /** Mutable bookkeeping of the running turn. */
    private static final class TurnState {
        final String turnId;
        final InputOrigin origin;
        final EvidenceLedger ledger;
        /** The provider of this turn, all its steps (a switch of provider applies from the next turn). */
        final ModelProvider provider;
        final RequestBudget budget;
        int steps;
        ToolSet tools;
        /** What the model is told of {@link #tools}: the same values all turn, so made once. */
        List<ToolSpec> specs;
        Usage usage = Usage.ZERO;
        String lastText = "";

        TurnState(String turnId, InputOrigin origin, EvidenceLedger ledger, ModelProvider provider,
                RequestBudget budget) {
            this.turnId = turnId;
            this.origin = origin;
            this.ledger = ledger;
            this.provider = provider;
            this.budget = budget;
        }
    }
}
