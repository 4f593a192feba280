package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.verify.VerifierPatterns;
import java.util.Objects;
import java.util.Set;

/**
 * Limits of the agent loop: the step cap per turn, the trusted verifier tools and the patterns a
 * command must match to count as a verifier run, the answer's token limit and the model's context
 * window (the history sent is fitted into it).
 */
public record AgentConfig(int maxStepsPerTurn, Set<String> verifierTools, VerifierPatterns verifierPatterns,
        int maxOutputTokens, int contextWindowTokens) {
    public static final int DEFAULT_MAX_STEPS = 64;
    /** The context window assumed when none is configured: what DeepSeek, GPT-4o and most hosted models offer. */
    public static final int DEFAULT_CONTEXT_WINDOW = 128_000;
    /** The smallest window accepted: below it a request cannot hold a prompt, tools and an answer. */
    public static final int MIN_CONTEXT_WINDOW = 4_096;

    public AgentConfig {
        if (maxStepsPerTurn < 1) {
            throw new IllegalArgumentException("maxStepsPerTurn must be at least 1");
        }
        if (maxOutputTokens < 1) {
            throw new IllegalArgumentException("maxOutputTokens must be at least 1");
        }
        if (contextWindowTokens < MIN_CONTEXT_WINDOW) {
            throw new IllegalArgumentException("the context window must be at least " + MIN_CONTEXT_WINDOW
                    + " tokens, not " + contextWindowTokens);
        }
        verifierTools = Set.copyOf(verifierTools);
        Objects.requireNonNull(verifierPatterns, "verifierPatterns");
    }

    public static AgentConfig defaults() {
        return new AgentConfig(DEFAULT_MAX_STEPS, Set.of("shell"), VerifierPatterns.defaults(),
                dev.ralphdesk.core.model.ModelRequest.DEFAULT_MAX_OUTPUT_TOKENS, DEFAULT_CONTEXT_WINDOW);
    }

    public AgentConfig withMaxSteps(int steps) {
        return new AgentConfig(steps, verifierTools, verifierPatterns, maxOutputTokens, contextWindowTokens);
    }

    public AgentConfig withContextWindow(int tokens) {
        return new AgentConfig(maxStepsPerTurn, verifierTools, verifierPatterns, Math.min(maxOutputTokens, tokens / 2),
                tokens);
    }

    public AgentConfig withVerifierPatterns(VerifierPatterns patterns) {
        return new AgentConfig(maxStepsPerTurn, verifierTools, patterns, maxOutputTokens, contextWindowTokens);
    }
}
