package dev.ralphdesk.core.model.anthropic;

import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.http.ChunkParser;
import dev.ralphdesk.core.model.http.ErrorClassifier;
import dev.ralphdesk.core.model.http.HttpProviderConfig;
import dev.ralphdesk.core.model.http.HttpRuntime;
import dev.ralphdesk.core.model.http.StreamDecoder;
import dev.ralphdesk.core.model.http.StreamingHttpProvider;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;

/** Anthropic's Messages API, streamed over SSE; the key travels as {@code x-api-key}. */
public final class AnthropicProvider extends StreamingHttpProvider {
    public static final String NAME = "anthropic";
    public static final String API_VERSION = "2023-06-01";
    private final AnthropicRequestEncoder encoder;

    public AnthropicProvider(HttpProviderConfig config, HttpRuntime runtime) {
        super(config, runtime);
        this.encoder = new AnthropicRequestEncoder(config.model());
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    protected URI endpoint() {
        return config.endpoint("v1/messages");
    }

    @Override
    protected URI modelsEndpoint() {
        return config.endpoint("v1/models");
    }

    @Override
    protected Map<String, String> headers() {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("anthropic-version", API_VERSION);
        if (config.key() != null) {
            headers.put("x-api-key", config.key().reveal());
        }
        return headers;
    }

    @Override
    protected byte[] encode(ModelRequest request) {
        return encoder.encode(request);
    }

    @Override
    protected StreamDecoder decoder(ModelStreamListener listener, ErrorClassifier errors) {
        return new AnthropicStreamDecoder(listener, errors, new ChunkParser(runtime.log(), config.label(), config::redact),
                config.label());
    }
}
