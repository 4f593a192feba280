package dev.ralphdesk.core.model.openai;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.ToolSpec;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.model.http.HttpProviderConfig;
import dev.ralphdesk.core.model.http.RetryPolicy;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import dev.ralphdesk.core.tool.Schemas;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Builds OpenAI-compatible providers against a {@link WireServer}. */
final class OpenAiSetup {
    static final String KEY = "sk-test-0123456789abcdef";

    private OpenAiSetup() {
    }

    static HttpProviderConfig config(WireServer server, String key) {
        return HttpProviderConfig.of("DeepSeek", URI.create(server.base() + "/v1"), "deepseek-chat",
                key == null ? null : ApiKey.of(key), "env DEEPSEEK_API_KEY");
    }

    static OpenAiProvider provider(WireServer server, TestRuntime runtime) {
        return new OpenAiProvider(config(server, KEY), OpenAiDialect.deepSeek(), runtime.runtime);
    }

    static OpenAiProvider provider(WireServer server, TestRuntime runtime, int retries, Duration idle) {
        HttpProviderConfig config = config(server, KEY).withRetry(RetryPolicy.defaults().withMaxRetries(retries))
                .withIdleTimeout(idle);
        return new OpenAiProvider(config, OpenAiDialect.deepSeek(), runtime.runtime);
    }

    static ToolSpec echoTool() {
        return new ToolSpec("echo", "Echoes its text.", Schemas.object().string("text", "what to echo", true).build());
    }

    static ModelRequest request(List<ChatMessage> messages) {
        return new ModelRequest("You are a test.", messages, List.of(echoTool()), 512);
    }

    static ModelRequest hello() {
        return request(List.of(new ChatMessage.User("hello")));
    }

    /** Records every callback, in order, as "text:…", "reasoning:…" and "retry:n:millis". */
    static class Recorder implements ModelStreamListener {
        final List<String> events = new CopyOnWriteArrayList<>();

        @Override
        public void onTextDelta(String delta) {
            events.add("text:" + delta);
        }

        @Override
        public void onReasoningDelta(String delta) {
            events.add("reasoning:" + delta);
        }

        @Override
        public void onRetry(int attempt, Duration wait, String reason) {
            events.add("retry:" + attempt + ":" + wait.toMillis());
        }
    }
}
