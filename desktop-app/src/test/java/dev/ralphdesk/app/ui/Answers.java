package dev.ralphdesk.app.ui;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.checkScript;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import java.util.List;

/** Scripted model answers for the Ralph flows beyond {@code Scripts}: reports, stalled answers, a passing check. */
public final class Answers {
    private Answers() {
    }

    /** Writes a {@code check.sh} that passes into the workspace, for {@code Scripts.runCheck()}. */
    public static void passingCheck(java.nio.file.Path workspace) throws java.io.IOException {
        checkScript(workspace, "echo check: PASS");
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
}
