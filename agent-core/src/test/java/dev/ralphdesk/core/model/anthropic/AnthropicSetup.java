package dev.ralphdesk.core.model.anthropic;

import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.model.http.HttpProviderConfig;
import dev.ralphdesk.core.model.http.RetryPolicy;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import java.time.Duration;

/** Builds Anthropic providers against a {@link dev.ralphdesk.core.model.http.WireServer}. */
final class AnthropicSetup {
    static final String KEY = "sk-ant-test-abcdef0123456789";

    private AnthropicSetup() {
    }

    static AnthropicProvider provider(WireServer server, TestRuntime runtime) {
        return new AnthropicProvider(HttpProviderConfig.of("Anthropic", server.base(), "claude-sonnet-4-5",
                ApiKey.of(KEY), "env ANTHROPIC_API_KEY"), runtime.runtime);
    }

    static AnthropicProvider provider(WireServer server, TestRuntime runtime, int retries, Duration idle) {
        return new AnthropicProvider(HttpProviderConfig.of("Anthropic", server.base(), "claude-sonnet-4-5",
                ApiKey.of(KEY), "env ANTHROPIC_API_KEY").withRetry(RetryPolicy.defaults().withMaxRetries(retries))
                .withIdleTimeout(idle), runtime.runtime);
    }
}
