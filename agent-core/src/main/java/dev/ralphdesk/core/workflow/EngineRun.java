package dev.ralphdesk.core.workflow;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.Wait;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.subagent.SubagentProvider;
import dev.ralphdesk.core.subagent.SubagentRequest;
import dev.ralphdesk.core.tool.Tool;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** One run of a workflow: the script's context, its children, cancellation and disposal. */
final class EngineRun<I, O> implements WorkflowRun<O>, WorkflowContext<I> {
    private final String runId;
    private final Workflow<I, O> workflow;
    private final SubagentProvider provider;
    private final WorkflowStartRequest<I> request;
    private final int cap;
    private final CancellationToken cancel = new CancellationToken();
    private final CompletableFuture<O> result = new CompletableFuture<>();
    private final CompletableFuture<Void> scriptDone = new CompletableFuture<>();
    private final List<RunChild> live = new ArrayList<>();
    private int started;

    EngineRun(String runId, Workflow<I, O> workflow, SubagentProvider provider, WorkflowStartRequest<I> request,
            int cap) {
        this.runId = runId;
        this.workflow = workflow;
        this.provider = provider;
        this.request = request;
        this.cap = cap;
    }

    /** Runs the script; {@code returned} runs once it has returned, before anyone hears of its result. */
    void execute(Runnable returned) {
        O value = null;
        Throwable failure = null;
        try {
            value = workflow.run(this);
        } catch (RuntimeException | Error e) {
            failure = e;
        }
        returned.run();
        // The script has returned before anyone hears of its result, so a consumer may dispose() from there.
        scriptDone.complete(null);
        if (failure == null) {
            result.complete(value);
        } else {
            result.completeExceptionally(failure);
        }
    }

    @Override
    public String runId() {
        return runId;
    }

    @Override
    public String workflow() {
        return workflow.name();
    }

    @Override
    public String subagentProvider() {
        return provider.name();
    }

    @Override
    public AgentHandle parent() {
        return request.parent();
    }

    @Override
    public I input() {
        return request.input();
    }

    @Override
    public int maxTotalAgents() {
        return cap;
    }

    @Override
    public synchronized int agentsStarted() {
        return started;
    }

    @Override
    public AgentHandle startAgent(int round, List<Tool> extraTools, List<PromptSection> sections) {
        synchronized (this) {
            cancel.throwIfCancelled();
            if (started >= cap) {
                throw new WorkflowException(WorkflowException.Code.WORKFLOW_AGENT_LIMIT, "The run " + runId
                        + " already started its " + cap + " agents.");
            }
            started++;
        }
        RunChild child = new RunChild(provider.start(new SubagentRequest(request.parent(), runId, round, extraTools,
                sections)), cancel);
        synchronized (this) {
            live.add(child);
        }
        if (cancel.isCancelled()) {
            child.cancel(cancel.reason());
        }
        return child;
    }

    @Override
    public void releaseAgent(AgentHandle child) {
        RunChild known;
        synchronized (this) {
            known = live.stream().filter(c -> c == child).findFirst().orElse(null);
        }
        if (known == null) {
            return;
        }
        stop(known, null);
        release(known);
    }

    @Override
    public CancellationToken cancellation() {
        return cancel;
    }

    @Override
    public CompletableFuture<O> result() {
        return result;
    }

    @Override
    public void cancel(CancelReason reason) {
        cancel.cancel(reason);
        children().forEach(child -> child.cancel(cancel.reason()));
    }

    @Override
    public boolean isCancelled() {
        return cancel.isCancelled();
    }

    @Override
    public void dispose() {
        dispose(null);
    }

    @Override
    public boolean dispose(Duration timeout) {
        long deadline = timeout == null ? Long.MAX_VALUE : System.nanoTime() + timeout.toNanos();
        if (!result.isDone()) {
            cancel(CancelReason.SHUTDOWN);
        }
        // No turn of a child is admitted after the cancel and the running ones were cancelled: waiting
        // for the script and then for each child to be idle is enough.
        boolean scriptEnded = Wait.until(Wait.done(scriptDone), left(deadline), () -> cancel(CancelReason.SHUTDOWN));
        for (RunChild child : children()) {
            if (!stop(child, left(deadline))) {
                return false;
            }
            release(child);
        }
        return scriptEnded;
    }

    /** Cancels the child's running turn and waits until it is idle (its last turn's completion has run too). */
    private boolean stop(RunChild child, Duration timeout) {
        if (Wait.until(child::awaitIdle, Duration.ZERO, () -> {
        })) {
            // idle, and its last turn's completion has run too
            return true;
        }
        child.stop(cancel.isCancelled() ? cancel.reason() : CancelReason.SHUTDOWN);
        return Wait.until(child::awaitIdle, timeout, () -> child.stop(CancelReason.SHUTDOWN));
    }

    private void release(RunChild child) {
        boolean removed;
        synchronized (this) {
            removed = live.remove(child);
        }
        if (removed) {
            provider.release(child.agent());
        }
    }

    private static Duration left(long deadline) {
        return deadline == Long.MAX_VALUE ? null : Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
    }

    private synchronized List<RunChild> children() {
        return List.copyOf(live);
    }
}
