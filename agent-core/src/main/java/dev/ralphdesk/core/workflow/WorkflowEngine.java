package dev.ralphdesk.core.workflow;

import dev.ralphdesk.core.subagent.SubagentProvider;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
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
    private final Function<String, Optional<Workflow>> workflows;
    private final String defaultProvider;
    private final int maxTotalAgents;
    private final Map<String, WorkflowRun> running = new ConcurrentHashMap<>();

    public WorkflowEngine(Executor executor, Function<String, Optional<SubagentProvider>> providers,
            Function<String, Optional<Workflow>> workflows, String defaultProvider, int maxTotalAgents) {
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
     * @throws WorkflowException with a code when the workflow or provider is unknown, the agent cap
     *     is invalid or above the engine's, or a run with the same id is still going
     */
    public WorkflowRun start(WorkflowStartRequest request) {
        Workflow workflow = workflows.apply(request.workflow()).orElseThrow(() -> new WorkflowException(
                WorkflowException.Code.WORKFLOW_UNKNOWN, "No workflow named '" + request.workflow() + "'."));
        String providerName = request.subagentProvider() == null ? defaultProvider : request.subagentProvider();
        SubagentProvider provider = providers.apply(providerName).orElseThrow(() -> new WorkflowException(
                WorkflowException.Code.WORKFLOW_PROVIDER_MISSING, "No subagent provider named '" + providerName + "'."));
        int cap = request.maxTotalAgents() == null ? maxTotalAgents : request.maxTotalAgents();
        if (cap < 1 || cap > maxTotalAgents) {
            throw new WorkflowException(WorkflowException.Code.WORKFLOW_INVALID_AGENT_LIMIT, "A run may start 1 to "
                    + maxTotalAgents + " agents (the engine's cap); " + cap + " was asked for.");
        }
        String runId = request.runId() == null ? UUID.randomUUID().toString() : request.runId();
        EngineRun run = new EngineRun(runId, workflow, provider, request, cap);
        if (running.putIfAbsent(runId, run) != null) {
            throw new WorkflowException(WorkflowException.Code.WORKFLOW_RUN_ACTIVE, "The run " + runId
                    + " is still going.");
        }
        run.result().whenComplete((value, error) -> running.remove(runId, run));
        executor.execute(run::execute);
        return run;
    }

    public Optional<WorkflowRun> find(String runId) {
        return Optional.ofNullable(running.get(runId));
    }

    /** Runs whose script has not returned yet. */
    public List<WorkflowRun> running() {
        return List.copyOf(running.values());
    }

    /** Disposes every run (for shutdown); returns when all children have stopped. */
    public void disposeAll() {
        running().forEach(WorkflowRun::dispose);
    }
}
