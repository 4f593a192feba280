package dev.ralphdesk.ralph.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.report.ReportValidator;
import java.util.List;
import org.junit.jupiter.api.Test;

class RalphResultTest {
    private static final ReportValidator VALIDATOR = new ReportValidator(16384);

    @Test
    void theEnvelopeRoundTripsThroughTheConsumersValidation() {
        RalphResult result = new RalphResult("run-1", 2, RalphOutcome.COMPLETE, List.of("verifier passed"),
                RalphRoundReport.complete("done", List.of("tests pass")), null);
        assertEquals(result, RalphResult.fromJson(result.toJson(), VALIDATOR));
    }

    @Test
    void theConsumerRefusesAMalformedTerminalValue() throws Exception {
        ObjectNode badReport = new RalphResult("run-1", 1, RalphOutcome.BLOCKED, List.of(),
                RalphRoundReport.blocked("stuck", List.of(), "no key"), null).toJson();
        ((ObjectNode) badReport.get("report")).remove("blocker");
        ObjectNode unknownOutcome = new RalphResult("run-1", 1, RalphOutcome.FAILED, List.of(), null, "x").toJson();
        unknownOutcome.put("outcome", "exploded");
        ObjectNode oversized = new RalphResult("run-1", 1, RalphOutcome.FAILED, List.of(),
                RalphRoundReport.continuing("y".repeat(500), List.of(), List.of("n")), null).toJson();

        assertThrows(IllegalArgumentException.class, () -> RalphResult.fromJson(badReport, VALIDATOR));
        assertThrows(IllegalArgumentException.class, () -> RalphResult.fromJson(unknownOutcome, VALIDATOR));
        assertThrows(IllegalArgumentException.class, () -> RalphResult.fromJson(oversized, new ReportValidator(100)));
        assertThrows(IllegalArgumentException.class, () -> RalphResult.fromJson(Json.parse("[1]"), VALIDATOR));
    }

    @Test
    void renderingStaysWithinTheResultBoundAndSaysWhenTheReportWasShortened() throws Exception {
        RalphResult big = new RalphResult("run-1", 7, RalphOutcome.BUDGET_LIMITED, List.of(),
                new RalphRoundReport(dev.ralphdesk.ralph.report.ReportStatus.CONTINUE, "\"quoted\" ".repeat(400),
                        List.of("e".repeat(3000)), List.of("n".repeat(3000)), null), "rounds: the last allowed round");
        for (int max : new int[] {60, 200, 500, 1000, 4000, 16384}) {
            String text = big.render(max);
            assertTrue(text.length() <= max, max + ": " + text.length());
        }
        JsonNode shortened = Json.parse(big.render(1000));
        assertEquals("budget-limited", shortened.get("outcome").asText());
        assertTrue(shortened.get("report").get("truncated").asText().contains("full report is in the run's timeline"));
        assertEquals(big.toJson().toString(), big.render(100_000), "a result that fits is the whole envelope");
    }
}
