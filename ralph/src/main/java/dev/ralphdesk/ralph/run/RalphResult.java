package dev.ralphdesk.ralph.run;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.report.ReportValidator;
import java.util.List;
import java.util.Objects;

/**
 * The terminal value of a run: {@code {runId, roundsStarted, outcome, certifiedBy, report, reason}}.
 * {@code report} is the final report (complete, blocked) or the last good one (budget-limited,
 * failed, cancelled) and may be null; {@code certifiedBy} says what accepted a completion;
 * {@code reason} names the budget or the failure. It crosses the workflow seam as a Java value; its
 * JSON is what the log stores and the parent's transcript shows ({@link #render}).
 */
public record RalphResult(String runId, int roundsStarted, RalphOutcome outcome, List<String> certifiedBy,
        RalphRoundReport report, String reason) {
    /** The longest {@code reason} an envelope carries, in characters of its JSON string. */
    public static final int MAX_REASON_CHARS = 1024;
    /**
     * Room the envelope needs besides its report: keys, run id, outcome, certifiedBy, and a
     * {@code reason} of up to {@link #MAX_REASON_CHARS} plus the note that the report was shortened.
     * {@code maxResultChars} must be at least {@code maxHandoffChars} plus this.
     */
    public static final int ENVELOPE_OVERHEAD = 2048;
    public static final String SHORTENED_NOTE = "the report was shortened to fit this result; the full report is in the "
            + "run's timeline";
    static final String DROPPED_NOTE = "the report did not fit in this result and was left out; it is in the run's "
            + "timeline";

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
        reason = reason == null || reason.isBlank() ? null : capReason(reason.strip());
    }

    /** A reason (e.g. a 16k blocker) is cut so that its JSON string stays within {@link #MAX_REASON_CHARS}. */
    private static String capReason(String reason) {
        if (Json.object().put("r", reason).toString().length() <= MAX_REASON_CHARS + 6) {
            return reason;
        }
        int low = 1;
        int high = Math.min(reason.length(), MAX_REASON_CHARS);
        while (low < high) {
            int mid = (low + high + 1) >>> 1;
            if (Json.object().put("r", cut(reason, mid)).toString().length() <= MAX_REASON_CHARS + 6) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        return cut(reason, low);
    }

    /** The canonical JSON of the envelope. */
    public ObjectNode toJson() {
        return toJson(report, reason);
    }

    private ObjectNode toJson(RalphRoundReport shown, String shownReason) {
        ObjectNode node = Json.object();
        node.put("runId", runId);
        node.put("roundsStarted", roundsStarted);
        node.put("outcome", outcome.wire());
        ArrayNode by = node.putArray("certifiedBy");
        certifiedBy.forEach(by::add);
        if (shown == null) {
            node.putNull("report");
        } else {
            node.set("report", ReportValidator.toJson(shown));
        }
        if (shownReason == null) {
            node.putNull("reason");
        } else {
            node.put("reason", shownReason);
        }
        return node;
    }

    /**
     * The envelope as text of at most {@code maxChars} characters, for the parent transcript; always
     * one valid JSON object with the envelope's keys, never cut text. When the whole envelope is too
     * long, the report's strings (then its lists, down to their first item) are shortened in place,
     * keeping its exact key set and rules; if even that does not fit, the report is left out
     * ({@code null}). Either way {@code reason} says so. The stored report is never touched.
     *
     * @throws IllegalArgumentException when {@code maxChars} cannot hold even the envelope without
     *     its report (the configuration rules this out: see {@link #ENVELOPE_OVERHEAD})
     */
    public String render(int maxChars) {
        String full = toJson().toString();
        if (full.length() <= maxChars) {
            return full;
        }
        if (report != null) {
            String note = join(reason, SHORTENED_NOTE);
            for (int items : new int[] {Integer.MAX_VALUE, 1}) {
                int longest = longestString(report);
                if (fits(shorten(report, 1, items), note, maxChars)) {
                    int low = 1;
                    int high = longest;
                    while (low < high) {
                        int mid = (low + high + 1) >>> 1;
                        if (fits(shorten(report, mid, items), note, maxChars)) {
                            low = mid;
                        } else {
                            high = mid - 1;
                        }
                    }
                    return withReport(shorten(report, low, items), note).toString();
                }
            }
        }
        String dropped = report == null ? reason : join(reason, DROPPED_NOTE);
        String text = withReport(null, dropped).toString();
        if (text.length() > maxChars) {
            throw new IllegalArgumentException("a result of " + maxChars + " characters cannot hold the envelope ("
                    + text.length() + " characters without its report)");
        }
        return text;
    }

    private boolean fits(RalphRoundReport shortened, String note, int maxChars) {
        return withReport(shortened, note).toString().length() <= maxChars;
    }

    private ObjectNode withReport(RalphRoundReport shown, String shownReason) {
        return toJson(shown, shownReason);
    }

    private static String join(String reason, String note) {
        return reason == null ? note : reason + " (" + note + ")";
    }

    private static int longestString(RalphRoundReport report) {
        int longest = report.summary().length();
        for (String item : report.evidence()) {
            longest = Math.max(longest, item.length());
        }
        for (String item : report.nextSteps()) {
            longest = Math.max(longest, item.length());
        }
        return report.blocker() == null ? longest : Math.max(longest, report.blocker().length());
    }

    /** The report with every string cut to at most {@code chars} characters and lists to {@code items}. */
    private static RalphRoundReport shorten(RalphRoundReport report, int chars, int items) {
        return new RalphRoundReport(report.status(), cut(report.summary(), chars),
                report.evidence().stream().limit(items).map(item -> cut(item, chars)).toList(),
                report.nextSteps().stream().limit(items).map(item -> cut(item, chars)).toList(),
                report.blocker() == null ? null : cut(report.blocker(), chars));
    }

    /** At most {@code max} characters, still trimmed and non-empty; a cut ends with an ellipsis. */
    static String cut(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int end = Math.max(0, max - 1);
        if (end > 0 && Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end).stripTrailing() + "…";
    }
}
