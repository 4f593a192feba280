package dev.ralphdesk.core.model.openai;

/**
 * The differences between OpenAI-compatible servers that matter on the wire.
 *
 * @param maxTokensField {@code max_tokens} (most servers) or {@code max_completion_tokens} (OpenAI's
 *     current models reject {@code max_tokens})
 * @param echoReasoning whether {@code reasoning_content} of assistant messages in turns that called
 *     tools is sent back (DeepSeek's thinking mode requires it; OpenAI rejects unknown message fields)
 * @param reasoningRequired whether, once the conversation shows reasoning (thinking mode), such
 *     messages carry the field even when none was recorded for them (DeepSeek answers HTTP 400 when
 *     it is missing); conversations without any reasoning never get the field
 */
public record OpenAiDialect(String maxTokensField, boolean echoReasoning, boolean reasoningRequired) {

    /** vLLM, llama.cpp server, LM Studio, Ollama, OpenRouter. */
    public static OpenAiDialect standard() {
        return new OpenAiDialect("max_tokens", true, false);
    }

    public static OpenAiDialect openAi() {
        return new OpenAiDialect("max_completion_tokens", false, false);
    }

    public static OpenAiDialect deepSeek() {
        return new OpenAiDialect("max_tokens", true, true);
    }
}
