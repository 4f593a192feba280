package dev.ralphdesk.core.workflow;

import dev.ralphdesk.core.id.RandomIds;
import dev.ralphdesk.core.subagent.SubagentCapabilities;
import dev.ralphdesk.core.subagent.SubagentProvider;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * Runs registered workflows in the background on the harness executor. Each run resolves its own
 * subagent provider (the explicit per-run value, else the engine default) and agent cap before any
 * work is published, so a misconfigured run fails before it exists.
 */
public final class WorkflowEngine {
    public static final String DEFAULT_PROVIDER = "spawn";
    public static final int DEFAULT_MAX_TOTAL_AGENTS = 256;

    private final Executor executor;
    private final Function<String, Optional<SubagentProvider>> providers;
    private final Function<String, Optional<Workflow<?, ?>>> workflows;
    private final String defaultProvider;
    private final int maxTotalAgents;
    private final Map<String, WorkflowRun<?>> running = new ConcurrentHashMap<>();

    public WorkflowEngine(Executor executor, Function<String, Optional<SubagentProvider>> providers,
            Function<String, Optional<Workflow<?, ?>>> workflows, String defaultProvider, int maxTotalAgents) {
        if (maxTotalAgents < 1) {
            throw new IllegalArgumentException("the engine's agent cap must be at least 1: " + maxTotalAgents);
        }
        this.executor = executor;
        this.providers = providers;
        this.workflows = workflows;
        this.defaultProvider = defaultProvider;
        this.maxTotalAgents = maxTotalAgents;
    }

    public int maxTotalAgents() {
        return maxTotalAgents;
    }

    /**
     * Validates the per-run policies, then starts the script in the background.
     *
     * @throws WorkflowException with a code when the workflow is not the one registered under its
     *     name, the provider is unknown or lacks what the workflow requires, the agent cap is invalid
     *     or above the engine's, or a run with the same id is still going
     */
    public <I, O> WorkflowRun<O> start(Workflow<I, O> workflow, WorkflowStartRequest<I> request) {
        if (workflows.apply(workflow.name()).filter(registered -> registered == workflow).isEmpty()) {
            throw new WorkflowException(WorkflowException.Code.WORKFLOW_UNKNOWN, "No workflow named '"
                    + workflow.name() + "' is registered.");
        }
        String providerName = request.subagentProvider() == null ? defaultProvider : request.subagentProvider();
        SubagentProvider provider = providers.apply(providerName).orElseThrow(() -> new WorkflowException(
                WorkflowException.Code.WORKFLOW_PROVIDER_MISSING, "No subagent provider named '" + providerName + "'."));
        fit(workflow, provider);
        int cap = request.maxTotalAgents() == null ? maxTotalAgents : request.maxTotalAgents();
        if (cap < 1 || cap > maxTotalAgents) {
            throw new WorkflowException(WorkflowException.Code.WORKFLOW_INVALID_AGENT_LIMIT, "A run may start 1 to "
                    + maxTotalAgents + " agents (the engine's cap); " + cap + " was asked for.");
        }
        String runId = request.runId() == null ? RandomIds.text() : request.runId();
        EngineRun<I, O> run = new EngineRun<>(runId, workflow, provider, request, cap);
        if (running.putIfAbsent(runId, run) != null) {
            throw new WorkflowException(WorkflowException.Code.WORKFLOW_RUN_ACTIVE, "The run " + runId
                    + " is still going.");
        }
        // no longer running once its script has returned: whoever hears of the result finds it gone
        executor.execute(() -> run.execute(() -> running.remove(runId, run)));
        return run;
    }

    /** The one check of a provider's capabilities against what the workflow requires. */
    private static void fit(Workflow<?, ?> workflow, SubagentProvider provider) {
        SubagentCapabilities required = workflow.requiredCapabilities();
        if (required == null) {
            return;
        }
        SubagentCapabilities offered = provider.capabilities();
        if (required.structuredOutput() && !offered.structuredOutput()) {
            throw new WorkflowException(WorkflowException.Code.WORKFLOW_PROVIDER_UNSTRUCTURED, "The subagent provider '"
                    + provider.name() + "' does not support structured output, which the workflow '"
                    + workflow.name() + "' needs.");
        }
        if (required.inheritsParentContext() != offered.inheritsParentContext()) {
            throw new WorkflowException(WorkflowException.Code.WORKFLOW_PROVIDER_CONTEXT, "The subagent provider '"
                    + provider.name() + "' " + (offered.inheritsParentContext()
                            ? "gives children the parent's conversation; every child of the workflow '"
                                    + workflow.name() + "' must start fresh."
                            : "starts children fresh; the workflow '" + workflow.name()
                                    + "' needs the parent's conversation."));
        }
    }

    public Optional<WorkflowRun<?>> find(String runId) {
        return Optional.ofNullable(running.get(runId));
    }

    /** Runs whose script has not returned yet. */
    public List<WorkflowRun<?>> running() {
        return List.copyOf(running.values());
    }

    /** Disposes every run (for shutdown); returns when all children have stopped. */
    public void disposeAll() {
        running().forEach(WorkflowRun::dispose);
    }
}
