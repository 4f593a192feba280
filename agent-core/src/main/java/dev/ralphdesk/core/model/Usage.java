package dev.ralphdesk.core.model;

/** Tokens of one model call. */
public record Usage(long inputTokens, long outputTokens, long cachedTokens) {
    public static final Usage ZERO = new Usage(0, 0, 0);

    public Usage {
        if (inputTokens < 0 || outputTokens < 0 || cachedTokens < 0) {
            throw new IllegalArgumentException("token counts cannot be negative");
        }
    }

    public long total() {
        return inputTokens + outputTokens;
    }

    public Usage plus(Usage other) {
        return new Usage(inputTokens + other.inputTokens, outputTokens + other.outputTokens,
                cachedTokens + other.cachedTokens);
    }
}
