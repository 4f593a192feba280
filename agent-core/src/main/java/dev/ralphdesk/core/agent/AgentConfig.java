package dev.ralphdesk.core.agent;

import java.util.Set;

/** Limits of the agent loop: the step cap per turn and the trusted verifier tools. */
public record AgentConfig(int maxStepsPerTurn, Set<String> verifierTools, int maxOutputTokens) {
    public static final int DEFAULT_MAX_STEPS = 64;

    public AgentConfig {
        if (maxStepsPerTurn < 1) {
            throw new IllegalArgumentException("maxStepsPerTurn must be at least 1");
        }
        verifierTools = Set.copyOf(verifierTools);
    }

    public static AgentConfig defaults() {
        return new AgentConfig(DEFAULT_MAX_STEPS, Set.of("shell"), dev.ralphdesk.core.model.ModelRequest.DEFAULT_MAX_OUTPUT_TOKENS);
    }

    public AgentConfig withMaxSteps(int steps) {
        return new AgentConfig(steps, verifierTools, maxOutputTokens);
    }
}
