package dev.ralphdesk.core.model;

import java.util.List;
import java.util.Optional;

/**
 * Programs one provider implementation for the shared contract tests. Each method returns a fresh
 * provider that behaves as described on its next call(s).
 */
public interface ProviderFixture extends AutoCloseable {

    /** Answers with this text, delivered in exactly these chunks, and reports this usage. */
    ModelProvider streamingText(List<String> chunks, Usage usage);

    /** First call: one tool call {@code call}. Second call: answers {@code finalText}. */
    ModelProvider toolCallThenText(ToolCall call, String finalText);

    /** Streams {@code firstChunk}, then stalls until the call is cancelled. */
    ModelProvider stallingAfter(String firstChunk);

    /** Fails every call with a failure that classifies as {@code kind}. */
    ModelProvider failing(ModelErrorKind kind);

    /** The content of the last tool result the provider sent to its model, as the model received it. */
    Optional<String> lastToolResultSent();

    @Override
    default void close() {
    }
}
