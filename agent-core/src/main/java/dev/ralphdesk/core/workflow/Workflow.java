package dev.ralphdesk.core.workflow;

import dev.ralphdesk.core.subagent.SubagentCapabilities;

/**
 * A fixed script the {@link WorkflowEngine} runs in the background (e.g. the Ralph round
 * workflow), typed by its input {@code I} and its terminal value {@code O}: both stay Java values
 * inside the process; only what the script stores becomes JSON. It starts children only through
 * {@link WorkflowContext#startAgent}, so the run's provider, agent cap and cancellation apply to
 * every child.
 */
public interface Workflow<I, O> {

    String name();

    /**
     * What every child of a run must offer (null: any provider). The engine checks the run's
     * provider against it once, before the run exists.
     */
    default SubagentCapabilities requiredCapabilities() {
        return null;
    }

    /**
     * Runs the script to its terminal value, on a background thread. Should return promptly once
     * {@link WorkflowContext#isCancelled()}; throwing fails the run.
     */
    O run(WorkflowContext<I> context);
}
