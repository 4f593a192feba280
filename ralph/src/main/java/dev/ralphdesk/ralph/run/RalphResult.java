package dev.ralphdesk.ralph.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.report.ReportValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The terminal value of a run: {@code {runId, roundsStarted, outcome, certifiedBy, report, reason}}.
 * {@code report} is the final report (complete, blocked) or the last good one (budget-limited,
 * failed, cancelled) and may be null; {@code certifiedBy} says what accepted a completion;
 * {@code reason} names the budget or the failure. It crosses the workflow seam as JSON, and the
 * consumer validates it again with {@link #fromJson}.
 */
public record RalphResult(String runId, int roundsStarted, RalphOutcome outcome, List<String> certifiedBy,
        RalphRoundReport report, String reason) {
    static final String TRUNCATED_NOTE = "shortened to fit this result; the full report is in the run's timeline";

    public RalphResult {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(outcome, "outcome");
        if (roundsStarted < 0) {
            throw new IllegalArgumentException("roundsStarted cannot be negative");
        }
        certifiedBy = certifiedBy == null ? List.of() : List.copyOf(certifiedBy);
        if (outcome == RalphOutcome.COMPLETE && (certifiedBy.isEmpty() || report == null)) {
            throw new IllegalArgumentException("a complete result names what certified it and carries the report");
        }
        reason = reason == null || reason.isBlank() ? null : reason.strip();
    }

    /** The canonical JSON of the envelope. */
    public ObjectNode toJson() {
        ObjectNode node = Json.object();
        node.put("runId", runId);
        node.put("roundsStarted", roundsStarted);
        node.put("outcome", outcome.wire());
        ArrayNode by = node.putArray("certifiedBy");
        certifiedBy.forEach(by::add);
        if (report == null) {
            node.putNull("report");
        } else {
            node.set("report", ReportValidator.toJson(report));
        }
        if (reason == null) {
            node.putNull("reason");
        } else {
            node.put("reason", reason);
        }
        return node;
    }

    /**
     * Reads and re-validates a terminal value: known outcome, the report's key set, rules and size.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static RalphResult fromJson(JsonNode node, ReportValidator validator) {
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException("the terminal value is not a JSON object");
        }
        for (String key : List.of("runId", "roundsStarted", "outcome", "certifiedBy", "report", "reason")) {
            if (!node.has(key)) {
                throw new IllegalArgumentException("the terminal value has no '" + key + "'");
            }
        }
        if (!node.get("runId").isTextual() || !node.get("roundsStarted").canConvertToInt()
                || !node.get("outcome").isTextual() || !node.get("certifiedBy").isArray()) {
            throw new IllegalArgumentException("the terminal value has fields of the wrong type");
        }
        List<String> by = new ArrayList<>();
        node.get("certifiedBy").forEach(item -> by.add(item.asText()));
        RalphRoundReport report = node.get("report").isNull() ? null : validator.validate(node.get("report"));
        String reason = node.get("reason").isNull() ? null : node.get("reason").asText();
        return new RalphResult(node.get("runId").asText(), node.get("roundsStarted").asInt(),
                RalphOutcome.fromWire(node.get("outcome").asText()), by, report, reason);
    }

    /**
     * The envelope as text of at most {@code maxChars} characters, for the parent transcript. When
     * the whole envelope is too long, the report's lists go and its summary is shortened, marked as
     * such; the stored report is never touched.
     */
    public String render(int maxChars) {
        String full = toJson().toString();
        if (full.length() <= maxChars) {
            return full;
        }
        ObjectNode shortened = toJson();
        ObjectNode compact = Json.object();
        if (report != null) {
            compact.put("status", report.status().wire());
            compact.put("summary", "");
            compact.put("truncated", TRUNCATED_NOTE);
        }
        shortened.set("report", report == null ? null : compact);
        int room = maxChars - shortened.toString().length();
        if (report != null && room > 1) {
            String summary = report.summary();
            String cut = summary.length() <= room ? summary : summary.substring(0, Math.max(0, room - 1)) + "…";
            // JSON escaping can grow the text; shrink until it fits.
            while (!cut.isEmpty()) {
                compact.put("summary", cut);
                if (shortened.toString().length() <= maxChars) {
                    return shortened.toString();
                }
                cut = cut.substring(0, Math.max(0, cut.length() - Math.max(1, cut.length() / 8) - 1)) + "…";
                if (cut.equals("…")) {
                    cut = "";
                }
            }
            compact.put("summary", "");
        }
        String text = shortened.toString();
        return text.length() <= maxChars ? text : text.substring(0, Math.max(0, maxChars - 1)) + "…";
    }
}
