package dev.ralphdesk.core.testing;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedFailure;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedToolCall;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Short constructors of scripted responses for tests, and the workspace's check script they run. */
public final class Scripts {
    private Scripts() {
    }

    public static ScriptedResponse text(String text) {
        return ScriptedResponse.text(text);
    }

    /** A call of {@code tool} with these arguments, and no text. */
    public static ScriptedResponse call(String tool, ObjectNode arguments) {
        return new ScriptedResponse("", null, List.of(new ScriptedToolCall(tool, arguments, null)), null, null, null,
                null, null, null, null);
    }

    public static ScriptedResponse call(String tool, String key, String value) {
        return call(tool, Json.object().put(key, value));
    }

    public static ScriptedResponse rawCall(String tool, String rawArguments) {
        return new ScriptedResponse("", null, List.of(new ScriptedToolCall(tool, null, rawArguments)), null, null, null,
                null, null, null, null);
    }

    public static ScriptedResponse shell(String command) {
        return call("shell", "command", command);
    }

    public static ScriptedResponse write(String path, String content) {
        return call("write_file", Json.object().put("path", path).put("content", content));
    }

    /** {@code sh check.sh}: a verifier run of the script {@link #checkScript} wrote. */
    public static ScriptedResponse runCheck() {
        return shell("sh check.sh");
    }

    /** Writes {@code check.sh}, which runs {@code condition}, into the workspace. */
    public static void checkScript(Path workspace, String condition) throws IOException {
        Files.writeString(workspace.resolve("check.sh"), condition + "\n");
    }

    public static ScriptedResponse fail(String kind) {
        return new ScriptedResponse("", null, List.of(), null, null, null, new ScriptedFailure(kind, null), null, null,
                null);
    }

    public static ScriptedResponse stop(String text, String stop) {
        return new ScriptedResponse(text, null, List.of(), null, null, null, null, null, stop, null);
    }

    /** Text streamed one character every {@code chunkDelayMs}. */
    public static ScriptedResponse slow(String text, int chunkDelayMs) {
        return new ScriptedResponse(text, null, List.of(), 1, chunkDelayMs, null, null, null, null, null);
    }

    /** The same answer, reporting this usage. */
    public static ScriptedResponse withTokens(ScriptedResponse response, long input, long output) {
        return new ScriptedResponse(response.text(), response.reasoning(), response.toolCalls(), response.chunkSize(),
                response.chunkDelayMs(), response.stallMs(), response.fail(), response.dropAfterChars(),
                response.stop(), new ScriptedResponse.ScriptedUsage(input, output, 0L));
    }
}
