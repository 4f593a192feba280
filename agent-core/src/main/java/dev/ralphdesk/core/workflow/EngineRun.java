package dev.ralphdesk.core.workflow;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.subagent.SubagentProvider;
import dev.ralphdesk.core.subagent.SubagentRequest;
import dev.ralphdesk.core.tool.Tool;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** One run of a workflow: the script's context, its children, cancellation and disposal. */
final class EngineRun implements WorkflowRun, WorkflowContext {
    private static final long CANCEL_POLL_MS = 20;

    private final String runId;
    private final Workflow workflow;
    private final SubagentProvider provider;
    private final WorkflowStartRequest request;
    private final int cap;
    private final CancellationToken cancel = new CancellationToken();
    private final CompletableFuture<JsonNode> result = new CompletableFuture<>();
    private final CountDownLatch scriptDone = new CountDownLatch(1);
    private final List<AgentHandle> live = new ArrayList<>();
    private int started;

    EngineRun(String runId, Workflow workflow, SubagentProvider provider, WorkflowStartRequest request, int cap) {
        this.runId = runId;
        this.workflow = workflow;
        this.provider = provider;
        this.request = request;
        this.cap = cap;
    }

    void execute() {
        JsonNode value = null;
        Throwable failure = null;
        try {
            value = workflow.run(this);
        } catch (RuntimeException | Error e) {
            failure = e;
        }
        // The script has returned before anyone hears of its result, so a consumer may dispose() from there.
        scriptDone.countDown();
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
    public JsonNode input() {
        return request.input().deepCopy();
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
        AgentHandle child = provider.start(new SubagentRequest(request.parent(), runId, round, extraTools, sections));
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
        stop(child, Long.MAX_VALUE);
        synchronized (this) {
            if (!live.remove(child)) {
                return;
            }
        }
        provider.release(child);
    }

    @Override
    public CancellationToken cancellation() {
        return cancel;
    }

    @Override
    public CompletableFuture<JsonNode> result() {
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
        long deadline = timeout == null ? Long.MAX_VALUE : System.currentTimeMillis() + timeout.toMillis();
        if (!result.isDone()) {
            cancel(CancelReason.SHUTDOWN);
        }
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    long left = deadline - System.currentTimeMillis();
                    if (left <= 0 || scriptDone.await(Math.min(left, CANCEL_POLL_MS), TimeUnit.MILLISECONDS)) {
                        break;
                    }
                    if (isCancelled()) {
                        children().forEach(child -> child.cancel(cancel.reason()));
                    }
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            for (AgentHandle child : children()) {
                if (!stop(child, deadline)) {
                    return false;
                }
                synchronized (this) {
                    live.remove(child);
                }
                provider.release(child);
            }
            return scriptDone.getCount() == 0;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Cancels the child's turns until it is idle; false at the deadline. */
    private boolean stop(AgentHandle child, long deadline) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    if (child.awaitIdle(0)) {
                        // not just idle: its last turn's completion has run too
                        return true;
                    }
                    child.cancel(cancel.isCancelled() ? cancel.reason() : CancelReason.SHUTDOWN);
                    long left = deadline - System.currentTimeMillis();
                    if (left <= 0) {
                        return false;
                    }
                    if (child.awaitIdle(Math.min(left, CANCEL_POLL_MS))) {
                        return true;
                    }
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private synchronized List<AgentHandle> children() {
        return List.copyOf(live);
    }
}
