package dev.ralphdesk.core.workflow;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.tool.Tool;
import java.util.List;

/** What a running workflow script sees: its run, its input and the run's way to start children. */
public interface WorkflowContext<I> {

    String runId();

    AgentHandle parent();

    I input();

    /** The provider every child of this run comes from; the script cannot change it. */
    String subagentProvider();

    int maxTotalAgents();

    int agentsStarted();

    /**
     * Starts a child through the run's provider.
     *
     * @throws dev.ralphdesk.core.cancel.CancelledException when the run was cancelled
     * @throws WorkflowException {@code WORKFLOW_AGENT_LIMIT} when {@link #maxTotalAgents()} children were started
     */
    AgentHandle startAgent(int round, List<Tool> extraTools, List<PromptSection> sections);

    /** Stops a child (cancelling a running turn), waits until it is idle, and forgets it. */
    void releaseAgent(AgentHandle child);

    CancellationToken cancellation();

    default boolean isCancelled() {
        return cancellation().isCancelled();
    }
}
