package dev.ralphdesk.core.model.scripted;

import java.util.List;

/**
 * One scripted model answer. Text and reasoning stream in chunks of {@code chunkSize} characters
 * with {@code chunkDelayMs} between them. {@code stallMs} waits (cancellably) before answering;
 * {@code fail} fails the call; {@code dropAfterChars} streams that much text, then drops the stream.
 * {@code stop} is {@code end_turn} (default), {@code max_tokens} or {@code refused}.
 */
public record ScriptedResponse(String text, String reasoning, List<ScriptedToolCall> toolCalls, Integer chunkSize,
        Integer chunkDelayMs, Integer stallMs, ScriptedFailure fail, Integer dropAfterChars, String stop,
        ScriptedUsage usage) {
    public ScriptedResponse {
        text = text == null ? "" : text;
        toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
        if (chunkSize != null && chunkSize < 1) {
            throw new IllegalArgumentException("chunkSize must be at least 1");
        }
        if (stop != null && !List.of("end_turn", "max_tokens", "refused").contains(stop)) {
            throw new IllegalArgumentException("stop must be end_turn, max_tokens or refused, got '" + stop + "'");
        }
    }

    public static ScriptedResponse text(String text) {
        return new ScriptedResponse(text, null, List.of(), null, null, null, null, null, null, null);
    }

    /** Token counts to report; absent counts are estimated from the characters. */
    public record ScriptedUsage(Long input, Long output, Long cached) {
    }
}
