package dev.ralphdesk.ralph.run;

/** What a run (or a round) spent: tokens, cost in USD and wall time in milliseconds. */
public record RunUsage(long tokens, double costUsd, long millis) {
    public static final RunUsage ZERO = new RunUsage(0, 0, 0);

    public RunUsage {
        if (tokens < 0 || costUsd < 0 || millis < 0) {
            throw new IllegalArgumentException("usage cannot be negative");
        }
    }

    public RunUsage plus(RunUsage other) {
        return new RunUsage(tokens + other.tokens, costUsd + other.costUsd, millis + other.millis);
    }
}
