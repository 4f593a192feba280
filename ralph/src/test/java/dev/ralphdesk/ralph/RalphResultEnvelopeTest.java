package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.ralph.testing.RalphStack.blocked;
import static dev.ralphdesk.ralph.testing.RalphStack.ralph;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.ralph.report.ReportValidator;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tool's result envelope with a report at the 16384-character handoff limit and the default
 * 16384-character result bound: bounded, valid JSON, the report's exact keys, shortened rather
 * than cut, and the reason says so.
 */
class RalphResultEnvelopeTest {
    @TempDir
    Path workspace;

    @Test
    void aBlockedReportAtTheHandoffLimitIsShortenedFieldByFieldIntoABoundedValidResult() throws Exception {
        ObjectNode report = blocked("stuck", "");
        int room = 16384 - Json.parse(report.toString()).toString().length();
        report.put("blocker", "b".repeat(room));
        assertEquals(16384, report.toString().length());
        try (RalphStack stack = new RalphStack(List.of(ralph("hard", 1), submit(report), text("ok"),
                text("parent done")), Map.of())) {
            Agent parent = stack.chat(workspace);

            parent.submit(TurnInput.human("run it")).get(30, TimeUnit.SECONDS);

            ChatMessage.ToolResult result = parent.history().stream().filter(m -> m instanceof ChatMessage.ToolResult)
                    .map(m -> (ChatMessage.ToolResult) m).findFirst().orElseThrow();
            assertTrue(result.content().length() <= stack.service().config().maxResultChars(),
                    "" + result.content().length());
            JsonNode envelope = Json.parse(result.content());
            assertEquals(Set.of("runId", "roundsStarted", "outcome", "certifiedBy", "report", "reason"),
                    names(envelope));
            assertEquals("blocked", envelope.get("outcome").asText());
            JsonNode shortened = envelope.get("report");
            assertEquals(ReportValidator.KEYS, names(shortened));
            assertEquals("blocked", shortened.get("status").asText());
            String blocker = shortened.get("blocker").asText();
            assertTrue(blocker.startsWith("bbb") && blocker.length() < room, "" + blocker.length());
            String reason = envelope.get("reason").asText();
            assertTrue(reason.startsWith("bbb"), reason.substring(0, 10));
            assertTrue(reason.endsWith("(" + RalphResult.SHORTENED_NOTE + ")"), reason.substring(reason.length() - 80));
            assertTrue(reason.length() <= RalphResult.MAX_REASON_CHARS + RalphResult.SHORTENED_NOTE.length() + 3,
                    "" + reason.length());
        }
    }

    private static Set<String> names(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
