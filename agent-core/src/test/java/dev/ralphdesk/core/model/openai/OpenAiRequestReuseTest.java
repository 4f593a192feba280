package dev.ralphdesk.core.model.openai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolSpec;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A turn's steps send the same tools and system prompt: their bytes are written once and copied after. */
class OpenAiRequestReuseTest {

    @Test
    void theStepsOfATurnWriteItsToolsOnce() {
        CountedSchema schema = new CountedSchema();
        schema.put("type", "object");
        ToolSpec spec = new ToolSpec("shell", "Runs a command … in the workspace", schema);
        OpenAiRequestEncoder encoder = new OpenAiRequestEncoder("m", OpenAiDialect.standard());
        List<ChatMessage> history = List.of(new ChatMessage.User("go"));
        for (int step = 0; step < 3; step++) {
            encoder.encode(new ModelRequest("Prompt → with text beyond Latin-1", history, List.of(spec), 512));
        }
        assertEquals(1, schema.walks, "times the schema was written out");
    }

    @Test
    void aChangedPromptOrToolIsSentAsItIsNow() {
        OpenAiRequestEncoder encoder = new OpenAiRequestEncoder("m", OpenAiDialect.standard());
        List<ChatMessage> history = List.of(new ChatMessage.User("go"));
        ToolSpec echo = OpenAiSetup.echoTool();
        List<ModelRequest> requests = List.of(
                new ModelRequest("First … prompt", history, List.of(echo), 512),
                new ModelRequest("First … prompt", history, List.of(echo), 512),
                new ModelRequest("Second … prompt", history, List.of(echo), 512),
                new ModelRequest("Second … prompt", history,
                        List.of(new ToolSpec("echo", "Echoes its text, now told otherwise.", echo.parameters())), 512),
                new ModelRequest("Second … prompt", history, List.of(echo, new ToolSpec("more", "More.",
                        echo.parameters())), 512),
                new ModelRequest("Second … prompt", history, List.of(), 512),
                new ModelRequest(" ", history, List.of(echo), 512),
                new ModelRequest("First … prompt", history, List.of(echo), 512));
        for (ModelRequest request : requests) {
            assertArrayEquals(new OpenAiRequestEncoder("m", OpenAiDialect.standard()).encode(request),
                    encoder.encode(request), request.systemPrompt() + " " + request.tools());
        }
    }

    /** A schema that counts how often its fields are walked (each time it is written out). */
    private static final class CountedSchema extends ObjectNode {
        int walks;

        CountedSchema() {
            super(JsonNodeFactory.instance);
        }

        @Override
        public Set<Map.Entry<String, JsonNode>> properties() {
            walks++;
            return super.properties();
        }
    }
}
