package dev.ralphdesk.core.model.anthropic;

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

/** The shared provider contract, run against the Anthropic provider through a local server. */
class AnthropicProviderContractTest extends ProviderContract {

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
            return AnthropicSetup.provider(server, new TestRuntime());
        }

        @Override
        public ModelProvider streamingText(List<String> chunks, Usage usage) {
            List<String> events = new ArrayList<>(List.of(
                    AnthropicWire.start(usage.inputTokens() - usage.cachedTokens(), usage.cachedTokens()),
                    AnthropicWire.textStart(0)));
            chunks.forEach(chunk -> events.add(AnthropicWire.text(0, chunk)));
            events.add(AnthropicWire.blockStop(0));
            events.add(AnthropicWire.messageDelta("end_turn", usage.outputTokens()));
            events.add(AnthropicWire.STOP);
            server.enqueue(Reply.sse(events.toArray(String[]::new)));
            return provider();
        }

        @Override
        public ModelProvider toolCallThenText(ToolCall call, String finalText) {
            String arguments = call.arguments();
            int half = arguments.length() / 2;
            server.enqueue(Reply.sse(AnthropicWire.start(5, 0), AnthropicWire.toolStart(0, call.id(), call.name()),
                            AnthropicWire.json(0, arguments.substring(0, half)),
                            AnthropicWire.json(0, arguments.substring(half)), AnthropicWire.blockStop(0),
                            AnthropicWire.messageDelta("tool_use", 9), AnthropicWire.STOP),
                    Reply.sse(AnthropicWire.start(5, 0), AnthropicWire.textStart(0),
                            AnthropicWire.text(0, finalText), AnthropicWire.blockStop(0),
                            AnthropicWire.messageDelta("end_turn", 3), AnthropicWire.STOP));
            return provider();
        }

        @Override
        public ModelProvider stallingAfter(String firstChunk) {
            server.enqueue(Reply.sse(AnthropicWire.start(5, 0), AnthropicWire.textStart(0),
                    AnthropicWire.text(0, firstChunk)).stall());
            return provider();
        }

        @Override
        public ModelProvider failing(ModelErrorKind kind) {
            switch (kind) {
                case AUTH:
                    server.enqueue(error(401, "authentication_error", "invalid x-api-key"));
                    break;
                case BAD_REQUEST:
                    server.enqueue(error(400, "invalid_request_error", "messages: field required"));
                    break;
                case SERVER:
                    server.enqueue(error(500, "api_error", "Internal server error"));
                    break;
                case QUOTA:
                    server.enqueue(error(400, "invalid_request_error",
                            "Your credit balance is too low to access the Anthropic API."));
                    break;
                default:
                    throw new IllegalArgumentException("no scripted failure for " + kind);
            }
            return provider();
        }

        private static Reply error(int status, String type, String message) {
            return Reply.json(status, "{\"type\":\"error\",\"error\":{\"type\":\"" + type + "\",\"message\":\""
                    + message + "\"}}");
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
                    JsonNode content = messages.get(m).path("content");
                    for (int b = content.size() - 1; b >= 0; b--) {
                        if ("tool_result".equals(content.get(b).path("type").asText())) {
                            return Optional.of(content.get(b).path("content").asText());
                        }
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
