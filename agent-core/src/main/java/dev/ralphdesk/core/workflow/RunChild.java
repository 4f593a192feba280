package dev.ralphdesk.core.workflow;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.tool.Workspace;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * A child as its workflow script sees it: the provider's agent, except that once the run is
 * cancelled (or the child stopped) no turn of it is admitted any more. Together with the cancel of the running turn this
 * stops the child for good, so disposal waits for it to be idle instead of cancelling it again and
 * again.
 */
final class RunChild implements AgentHandle {
    private final AgentHandle agent;
    private final CancellationToken run;
    private volatile boolean stopped;

    RunChild(AgentHandle agent, CancellationToken run) {
        this.agent = agent;
        this.run = run;
    }

    AgentHandle agent() {
        return agent;
    }

    @Override
    public SessionId sessionId() {
        return agent.sessionId();
    }

    @Override
    public SessionKind kind() {
        return agent.kind();
    }

    @Override
    public Workspace workspace() {
        return agent.workspace();
    }

    /** @return a future that fails with {@link CancelledException} when the run was cancelled before the turn */
    @Override
    public CompletableFuture<TurnResult> submit(TurnInput input) {
        return submitReserved(() -> Optional.of(input))
                .thenApply(admitted -> admitted.orElseThrow(CancelledException::new));
    }

    @Override
    public CompletableFuture<Optional<TurnResult>> submitReserved(Supplier<Optional<TurnInput>> admission) {
        return agent.submitReserved(() -> run.isCancelled() || stopped ? Optional.empty() : admission.get());
    }

    /** Admits no more turns and cancels the running one for {@code reason}. */
    void stop(CancelReason reason) {
        stopped = true;
        agent.cancel(reason);
    }

    @Override
    public void inject(String source, String note) {
        agent.inject(source, note);
    }

    @Override
    public boolean isIdle() {
        return agent.isIdle();
    }

    @Override
    public boolean hasPendingHumanInput() {
        return agent.hasPendingHumanInput();
    }

    @Override
    public void cancel(CancelReason reason) {
        agent.cancel(reason);
    }

    @Override
    public List<ChatMessage> history() {
        return agent.history();
    }

    @Override
    public boolean awaitIdle(long timeoutMillis) throws InterruptedException {
        return agent.awaitIdle(timeoutMillis);
    }
}
