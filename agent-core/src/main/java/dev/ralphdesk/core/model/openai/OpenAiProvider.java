package dev.ralphdesk.core.model.openai;

import dev.ralphdesk.core.id.RandomIds;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.http.ChunkParser;
import dev.ralphdesk.core.model.http.ErrorClassifier;
import dev.ralphdesk.core.model.http.HttpProviderConfig;
import dev.ralphdesk.core.model.http.HttpRuntime;
import dev.ralphdesk.core.model.http.StreamDecoder;
import dev.ralphdesk.core.model.http.StreamingHttpProvider;
import java.net.URI;
import java.util.Map;

/**
 * Any OpenAI-compatible Chat Completions endpoint (OpenAI, DeepSeek, OpenRouter, Ollama, vLLM,
 * llama.cpp server, LM Studio), streamed over SSE. The key travels as {@code Authorization: Bearer};
 * without a key no auth header is sent.
 */
public final class OpenAiProvider extends StreamingHttpProvider {
    public static final String NAME = "openai-compatible";
    private final OpenAiRequestEncoder encoder;

    public OpenAiProvider(HttpProviderConfig config, OpenAiDialect dialect, HttpRuntime runtime) {
        super(config, runtime);
        this.encoder = new OpenAiRequestEncoder(config.model(), dialect);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    protected URI endpoint() {
        return config.endpoint("chat/completions");
    }

    @Override
    protected URI modelsEndpoint() {
        return config.endpoint("models");
    }

    @Override
    protected Map<String, String> headers() {
        return config.key() == null ? Map.of() : Map.of("Authorization", "Bearer " + config.key().reveal());
    }

    @Override
    protected byte[] encode(ModelRequest request) {
        return encoder.encode(request);
    }

    @Override
    protected StreamDecoder decoder(ModelStreamListener listener, ErrorClassifier errors) {
        String prefix = "call_" + RandomIds.text().substring(0, 8) + "_";
        return new OpenAiStreamDecoder(listener, errors, new ChunkParser(runtime.log(), config.label(), config::redact),
                config.label(), prefix);
    }
}
