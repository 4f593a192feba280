package dev.ralphdesk.core.model.scripted;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ProviderContract;
import dev.ralphdesk.core.model.ProviderFixture;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.json.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

class ScriptedProviderContractTest extends ProviderContract {

    @Override
    protected ProviderFixture createFixture() {
        return new ProviderFixture() {
            private final List<ScriptedProvider> made = new ArrayList<>();

            private ScriptedProvider make(List<ScriptedResponse> sequence) {
                ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(sequence));
                made.add(provider);
                return provider;
            }

            @Override
            public ModelProvider streamingText(List<String> chunks, Usage usage) {
                // equal-sized chunks are what the scripted model can express; the contract's are 3-4 chars
                String text = String.join("", chunks);
                return make(List.of(new ScriptedResponse(text, null, List.of(), 1, null, null, null, null, null,
                        new ScriptedResponse.ScriptedUsage(usage.inputTokens(), usage.outputTokens(),
                                usage.cachedTokens()))));
            }

            @Override
            public ModelProvider toolCallThenText(ToolCall call, String finalText) {
                try {
                    ScriptedToolCall scripted = new ScriptedToolCall(call.name(), Json.parse(call.arguments()), null);
                    return make(List.of(
                            new ScriptedResponse("", null, List.of(scripted), null, null, null, null, null, null, null),
                            ScriptedResponse.text(finalText)));
                } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                    throw new IllegalArgumentException(e);
                }
            }

            @Override
            public ModelProvider stallingAfter(String firstChunk) {
                return make(List.of(new ScriptedResponse(firstChunk + " and more", null, List.of(),
                        firstChunk.length(), 60_000, null, null, null, null, null)));
            }

            @Override
            public ModelProvider failing(ModelErrorKind kind) {
                String name = kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
                return make(List.of(new ScriptedResponse("", null, List.of(), null, null, null,
                        new ScriptedFailure(name, null), null, null, null)));
            }

            @Override
            public Optional<String> lastToolResultSent() {
                for (int p = made.size() - 1; p >= 0; p--) {
                    var requests = made.get(p).requests();
                    for (int r = requests.size() - 1; r >= 0; r--) {
                        var messages = requests.get(r).messages();
                        for (int m = messages.size() - 1; m >= 0; m--) {
                            if (messages.get(m) instanceof ChatMessage.ToolResult result) {
                                return Optional.of(result.content());
                            }
                        }
                    }
                }
                return Optional.empty();
            }
        };
    }
}
