package dev.ralphdesk.core.model.openai;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ProviderContract;
import dev.ralphdesk.core.model.ProviderFixture;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The shared provider contract, run against the OpenAI-compatible provider through a local server. */
class OpenAiProviderContractTest extends ProviderContract {

    @Override
    protected ProviderFixture createFixture() {
        try {
            return new Fixture(new WireServer());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final class Fixture implements ProviderFixture {
        private final WireServer server;

        Fixture(WireServer server) {
            this.server = server;
        }

        private ModelProvider provider() {
            return OpenAiSetup.provider(server, new TestRuntime());
        }

        @Override
        public ModelProvider streamingText(List<String> chunks, Usage usage) {
            List<String> pieces = new ArrayList<>(List.of(OpenAiWire.role()));
            chunks.forEach(chunk -> pieces.add(OpenAiWire.text(chunk)));
            pieces.add(OpenAiWire.finish("stop"));
            pieces.add(OpenAiWire.usage(usage.inputTokens(), usage.outputTokens(), usage.cachedTokens()));
            pieces.add(OpenAiWire.DONE);
            server.enqueue(Reply.sse(pieces.toArray(String[]::new)));
            return provider();
        }

        @Override
        public ModelProvider toolCallThenText(ToolCall call, String finalText) {
            String arguments = call.arguments();
            int half = arguments.length() / 2;
            server.enqueue(Reply.sse(OpenAiWire.role(), OpenAiWire.toolStart(0, call.id(), call.name()),
                            OpenAiWire.toolArgs(0, arguments.substring(0, half)),
                            OpenAiWire.toolArgs(0, arguments.substring(half)), OpenAiWire.finish("tool_calls"),
                            OpenAiWire.DONE),
                    Reply.sse(OpenAiWire.text(finalText), OpenAiWire.finish("stop"), OpenAiWire.DONE));
            return provider();
        }

        @Override
        public ModelProvider stallingAfter(String firstChunk) {
            server.enqueue(Reply.sse(OpenAiWire.role(), OpenAiWire.text(firstChunk)).stall());
            return provider();
        }

        @Override
        public ModelProvider failing(ModelErrorKind kind) {
            switch (kind) {
                case AUTH:
                    server.enqueue(Reply.json(401, "{\"error\":{\"message\":\"Incorrect API key provided\"}}"));
                    break;
                case BAD_REQUEST:
                    server.enqueue(Reply.json(400, "{\"error\":{\"message\":\"Invalid value for 'tools'\"}}"));
                    break;
                case SERVER:
                    server.enqueue(Reply.json(500, "{\"error\":{\"message\":\"internal error\"}}"));
                    break;
                case QUOTA:
                    server.enqueue(Reply.json(429, "{\"error\":{\"message\":\"You exceeded your current quota\","
                            + "\"type\":\"insufficient_quota\",\"code\":\"insufficient_quota\"}}"));
                    break;
                default:
                    throw new IllegalArgumentException("no scripted failure for " + kind);
            }
            return provider();
        }

        @Override
        public Optional<String> lastToolResultSent() {
            List<WireServer.Recorded> requests = server.requests();
            for (int r = requests.size() - 1; r >= 0; r--) {
                JsonNode messages;
                try {
                    messages = Json.parse(requests.get(r).body()).path("messages");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                for (int m = messages.size() - 1; m >= 0; m--) {
                    if ("tool".equals(messages.get(m).path("role").asText())) {
                        return Optional.of(messages.get(m).path("content").asText());
                    }
                }
            }
            return Optional.empty();
        }

        @Override
        public void close() {
            try {
                server.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
