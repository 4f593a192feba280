package dev.ralphdesk.ralph.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns JSON into a {@link RalphRoundReport}: exactly the keys {@code status, summary, evidence,
 * nextSteps, blocker} with the right types, the report's own rules, and a canonical serialized size
 * of at most {@code maxHandoffChars}. An oversized report is refused, never truncated. The workflow
 * validates with it, and the consumer validates again.
 */
public final class ReportValidator {
    public static final Set<String> KEYS = Set.of("status", "summary", "evidence", "nextSteps", "blocker");
    private final int maxHandoffChars;

    public ReportValidator(int maxHandoffChars) {
        if (maxHandoffChars < 1) {
            throw new IllegalArgumentException("maxHandoffChars must be positive: " + maxHandoffChars);
        }
        this.maxHandoffChars = maxHandoffChars;
    }

    public int maxHandoffChars() {
        return maxHandoffChars;
    }

    /** Validates a report given as JSON. */
    public RalphRoundReport validate(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new InvalidReportException("the report must be a JSON object with the keys " + sortedKeys());
        }
        Set<String> present = new TreeSet<>();
        node.fieldNames().forEachRemaining(present::add);
        Set<String> missing = new TreeSet<>(KEYS);
        missing.removeAll(present);
        Set<String> extra = new TreeSet<>(present);
        extra.removeAll(KEYS);
        if (!missing.isEmpty() || !extra.isEmpty()) {
            throw new InvalidReportException("the report must have exactly the keys " + sortedKeys()
                    + (missing.isEmpty() ? "" : "; missing " + missing) + (extra.isEmpty() ? "" : "; unexpected " + extra)
                    + " (blocker is null unless the status is blocked)");
        }
        RalphRoundReport report = new RalphRoundReport(ReportStatus.fromWire(string(node, "status", false)),
                string(node, "summary", false), strings(node, "evidence"), strings(node, "nextSteps"),
                string(node, "blocker", true));
        return checkSize(report);
    }

    /** Checks the size of an already built report. */
    public RalphRoundReport checkSize(RalphRoundReport report) {
        int size = size(report);
        if (size > maxHandoffChars) {
            throw new InvalidReportException("the report is " + size + " characters as JSON, more than the limit of "
                    + maxHandoffChars + "; reports are never truncated, so shorten the summary, evidence or next steps");
        }
        return report;
    }

    /** The canonical JSON of a report: all five keys, {@code blocker} null when absent. */
    public static ObjectNode toJson(RalphRoundReport report) {
        ObjectNode node = Json.object();
        node.put("status", report.status().wire());
        node.put("summary", report.summary());
        ArrayNode evidence = node.putArray("evidence");
        report.evidence().forEach(evidence::add);
        ArrayNode nextSteps = node.putArray("nextSteps");
        report.nextSteps().forEach(nextSteps::add);
        if (report.blocker() == null) {
            node.putNull("blocker");
        } else {
            node.put("blocker", report.blocker());
        }
        return node;
    }

    /** The compact canonical JSON, whose length is the report's size. */
    public static String serialize(RalphRoundReport report) {
        return toJson(report).toString();
    }

    public static int size(RalphRoundReport report) {
        return serialize(report).length();
    }

    /** The canonical JSON indented for prompts and people. */
    public static String pretty(RalphRoundReport report) {
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        try {
            return Json.mapper().writer(printer).writeValueAsString(toJson(report));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot print a report", e);
        }
    }

    private static String string(JsonNode node, String key, boolean nullable) {
        JsonNode value = node.get(key);
        if (value.isNull() && nullable) {
            return null;
        }
        if (!value.isTextual()) {
            throw new InvalidReportException(key + " must be a string" + (nullable ? " or null" : "") + ", got "
                    + value.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
        }
        return value.asText();
    }

    private static List<String> strings(JsonNode node, String key) {
        JsonNode value = node.get(key);
        if (!value.isArray()) {
            throw new InvalidReportException(key + " must be an array of strings");
        }
        List<String> out = new ArrayList<>();
        Iterator<JsonNode> items = value.elements();
        while (items.hasNext()) {
            JsonNode item = items.next();
            if (!item.isTextual()) {
                throw new InvalidReportException(key + " must be an array of strings; item " + out.size()
                        + " is not a string");
            }
            out.add(item.asText());
        }
        return out;
    }

    private static String sortedKeys() {
        return "status, summary, evidence, nextSteps, blocker";
    }
}
