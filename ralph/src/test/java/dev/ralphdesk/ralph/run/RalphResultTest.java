package dev.ralphdesk.ralph.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.report.ReportValidator;
import java.util.List;
import org.junit.jupiter.api.Test;

class RalphResultTest {
    private static final ReportValidator VALIDATOR = new ReportValidator(16384);

    @Test
    void renderingStaysWithinTheResultBoundAsValidJsonWithTheExactReportKeysAndSaysWhenTheReportWasShortened()
            throws Exception {
        RalphResult big = new RalphResult("run-1", 7, RalphOutcome.BUDGET_LIMITED, List.of(),
                new RalphRoundReport(dev.ralphdesk.ralph.report.ReportStatus.CONTINUE, "\"quoted\" ".repeat(400),
                        List.of("e".repeat(3000), "f"), List.of("n".repeat(3000)), null), "rounds: the last allowed round");
        for (int max : new int[] {300, 400, 500, 1000, 4000, 16384}) {
            String text = big.render(max);
            assertTrue(text.length() <= max, max + ": " + text.length());
            if (text.equals(big.toJson().toString())) {
                continue;
            }
            JsonNode node = Json.parse(text);
            assertEquals(java.util.Set.of("runId", "roundsStarted", "outcome", "certifiedBy", "report", "reason"),
                    fieldNames(node), text);
            assertEquals("budget-limited", node.get("outcome").asText());
            if (node.get("report").isNull()) {
                assertTrue(node.get("reason").asText().contains("did not fit in this result"), text);
            } else {
                assertEquals(ReportValidator.KEYS, fieldNames(node.get("report")), text);
                VALIDATOR.validate(node.get("report"));
                assertTrue(node.get("reason").asText().contains("shortened to fit this result"), text);
            }
        }
        assertEquals("continue", Json.parse(big.render(1000)).get("report").get("status").asText());
        assertThrows(IllegalArgumentException.class, () -> big.render(200), "too small for any envelope");
        assertEquals(big.toJson().toString(), big.render(100_000), "a result that fits is the whole envelope");
    }

    @Test
    void aLongReasonIsCappedAndNeverCutsTheJson() throws Exception {
        RalphResult blocked = new RalphResult("run-1", 1, RalphOutcome.BLOCKED, List.of(),
                RalphRoundReport.blocked("stuck", List.of(), "b".repeat(16_000)), "\u0001".repeat(16_000));
        assertTrue(blocked.reason().length() <= RalphResult.MAX_REASON_CHARS, "" + blocked.reason().length());
        assertTrue(Json.object().put("r", blocked.reason()).toString().length() <= RalphResult.MAX_REASON_CHARS + 6);
        assertTrue(blocked.reason().endsWith("…"));
    }

    private static java.util.Set<String> fieldNames(JsonNode node) {
        java.util.Set<String> names = new java.util.TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
