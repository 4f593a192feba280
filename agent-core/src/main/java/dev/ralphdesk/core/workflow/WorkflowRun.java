package dev.ralphdesk.core.workflow;

import dev.ralphdesk.core.cancel.CancelReason;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/** A started workflow run: its terminal value, cancellation and disposal. */
public interface WorkflowRun<O> {

    String runId();

    String workflow();

    String subagentProvider();

    /** The script's terminal value; completes exceptionally when the script threw. */
    CompletableFuture<O> result();

    /** Cancels the script and the running turns of its children for {@code reason}; returns at once. */
    void cancel(CancelReason reason);

    boolean isCancelled();

    /** Children started so far. */
    int agentsStarted();

    /**
     * Cancels the run if it is still going and returns only once the script has returned and every
     * child has stopped and been released.
     */
    void dispose();

    /** {@link #dispose()} with a bound; false when something was still running at the deadline. */
    boolean dispose(Duration timeout);
}
