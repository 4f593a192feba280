package dev.ralphdesk.core.workflow;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A fixed script the {@link WorkflowEngine} runs in the background (e.g. the Ralph round
 * workflow). It starts children only through {@link WorkflowContext#startAgent}, so the run's
 * provider, agent cap and cancellation apply to every child. Its terminal value is JSON: the
 * consumer re-validates it across this seam.
 */
public interface Workflow {

    String name();

    /**
     * Runs the script to its terminal value, on a background thread. Should return promptly once
     * {@link WorkflowContext#isCancelled()}; throwing fails the run.
     */
    JsonNode run(WorkflowContext context);
}
