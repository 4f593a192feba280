package dev.ralphdesk.core.model.openai;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.model.http.HttpProviderConfig;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.RetryPolicy;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import java.net.URI;

/**
 * Run in a child JVM by {@link TlsOnlyForHttpsTest}: one streamed request of an OpenAI-compatible
 * provider. {@code http}: to a local server, which answers; {@code https}: to a port nothing listens
 * on, which refuses. Prints the answer or the error's kind.
 */
public final class OneRequestMain {
    private OneRequestMain() {
    }

    public static void main(String[] args) throws Exception {
        try (WireServer server = new WireServer()) {
            server.enqueue(Reply.sse(OpenAiWire.text("fine"), OpenAiWire.finish("stop"), OpenAiWire.DONE));
            URI base = "https".equals(args[0]) ? URI.create("https://127.0.0.1:1/v1")
                    : URI.create(server.base() + "/v1");
            HttpProviderConfig config = HttpProviderConfig.of("Local", base, "local-model", ApiKey.of("sk-local"),
                    "env LOCAL_KEY").withRetry(RetryPolicy.defaults().withMaxRetries(0));
            OpenAiProvider provider = new OpenAiProvider(config, OpenAiDialect.openAi(), new TestRuntime().runtime);
            try {
                System.out.println("answer: " + provider.stream(OpenAiSetup.hello(), new OpenAiSetup.Recorder(),
                        CancellationToken.none()).text());
            } catch (ModelException e) {
                System.out.println("error: " + e.kind());
            }
        }
    }
}
