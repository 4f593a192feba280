package dev.ralphdesk.app.ui;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedToolCall;
import java.util.List;

/** Scripted model answers for the goal and Ralph flows: tool calls, Ralph reports, slow and stalled answers. */
public final class Answers {
    private Answers() {
    }

    public static ScriptedResponse call(String tool, ObjectNode arguments) {
        return new ScriptedResponse("", null, List.of(new ScriptedToolCall(tool, arguments, null)), null, null, null,
                null, null, null, null);
    }

    public static ScriptedResponse shell(String command) {
        return call("shell", Json.object().put("command", command));
    }

    /** {@code sh check.sh}: a verifier run of the script {@link #passingCheck} writes. */
    public static ScriptedResponse runCheck() {
        return shell("sh check.sh");
    }

    /** Writes a {@code check.sh} that passes into the workspace. */
    public static void passingCheck(java.nio.file.Path workspace) throws java.io.IOException {
        java.nio.file.Files.writeString(workspace.resolve("check.sh"), "echo check: PASS\n");
    }

    public static ScriptedResponse write(String path, String content) {
        return call("write_file", Json.object().put("path", path).put("content", content));
    }

    /** {@code submit_report} of a Ralph round. */
    public static ScriptedResponse report(String status, String summary, List<String> evidence,
            List<String> nextSteps) {
        ObjectNode report = Json.object().put("status", status).put("summary", summary);
        ArrayNode ev = report.putArray("evidence");
        evidence.forEach(ev::add);
        ArrayNode next = report.putArray("nextSteps");
        nextSteps.forEach(next::add);
        report.putNull("blocker");
        return call("submit_report", report);
    }

    /** The same answer after waiting {@code stallMs} (the model "thinking"), cancellable. */
    public static ScriptedResponse stalled(ScriptedResponse answer, int stallMs) {
        return new ScriptedResponse(answer.text(), answer.reasoning(), answer.toolCalls(), answer.chunkSize(),
                answer.chunkDelayMs(), stallMs, answer.fail(), answer.dropAfterChars(), answer.stop(), answer.usage());
    }

    /** Text streamed one character every {@code delayMs}. */
    public static ScriptedResponse slow(String text, int delayMs) {
        return new ScriptedResponse(text, null, List.of(), 1, delayMs, null, null, null, null, null);
    }
}
