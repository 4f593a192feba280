package dev.ralphdesk.core.testing;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedFailure;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedToolCall;
import java.util.List;

/** Short constructors of scripted responses for tests. */
public final class Scripts {
    private Scripts() {
    }

    public static ScriptedResponse text(String text) {
        return ScriptedResponse.text(text);
    }

    public static ScriptedResponse call(String tool, String key, String value) {
        ObjectNode args = Json.object().put(key, value);
        return new ScriptedResponse("", null, List.of(new ScriptedToolCall(tool, args, null)), null, null, null, null,
                null, null, null);
    }

    public static ScriptedResponse rawCall(String tool, String rawArguments) {
        return new ScriptedResponse("", null, List.of(new ScriptedToolCall(tool, null, rawArguments)), null, null, null,
                null, null, null, null);
    }

    public static ScriptedResponse fail(String kind) {
        return new ScriptedResponse("", null, List.of(), null, null, null, new ScriptedFailure(kind, null), null, null,
                null);
    }

    public static ScriptedResponse stop(String text, String stop) {
        return new ScriptedResponse(text, null, List.of(), null, null, null, null, null, stop, null);
    }

    public static ScriptedResponse slow(String text, int chunkDelayMs) {
        return new ScriptedResponse(text, null, List.of(), 1, chunkDelayMs, null, null, null, null, null);
    }
}
