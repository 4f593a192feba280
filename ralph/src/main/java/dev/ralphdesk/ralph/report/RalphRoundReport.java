package dev.ralphdesk.ralph.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The handoff of one Ralph round: the only thing besides the workspace that reaches the next round.
 * Strings are trimmed and must not be empty. {@code continue} needs next steps and no blocker;
 * {@code complete} needs evidence, no next steps and no blocker; {@code blocked} needs a blocker.
 * The size limit depends on configuration and is checked by {@link ReportValidator}.
 */
public record RalphRoundReport(ReportStatus status, String summary, List<String> evidence, List<String> nextSteps,
        String blocker) {
    public RalphRoundReport {
        if (status == null) {
            throw new InvalidReportException("status is required");
        }
        summary = text("summary", summary);
        evidence = texts("evidence", evidence);
        nextSteps = texts("nextSteps", nextSteps);
        blocker = blocker == null ? null : text("blocker", blocker);
        switch (status) {
            case CONTINUE:
                require(!nextSteps.isEmpty(), "a continue report needs at least one next step");
                require(blocker == null, "a continue report has no blocker (use null)");
                break;
            case COMPLETE:
                require(!evidence.isEmpty(), "a complete report needs evidence: what you ran and what it showed");
                require(nextSteps.isEmpty(), "a complete report has no next steps");
                require(blocker == null, "a complete report has no blocker (use null)");
                break;
            case BLOCKED:
                require(blocker != null, "a blocked report needs a blocker: what stops the work");
                break;
            default:
                throw new IllegalStateException("unexpected status " + status);
        }
    }

    public static RalphRoundReport continuing(String summary, List<String> evidence, List<String> nextSteps) {
        return new RalphRoundReport(ReportStatus.CONTINUE, summary, evidence, nextSteps, null);
    }

    public static RalphRoundReport complete(String summary, List<String> evidence) {
        return new RalphRoundReport(ReportStatus.COMPLETE, summary, evidence, List.of(), null);
    }

    public static RalphRoundReport blocked(String summary, List<String> evidence, String blocker) {
        return new RalphRoundReport(ReportStatus.BLOCKED, summary, evidence, List.of(), blocker);
    }

    private static String text(String field, String value) {
        if (value == null) {
            throw new InvalidReportException(field + " is required");
        }
        String trimmed = value.strip();
        if (trimmed.isEmpty()) {
            throw new InvalidReportException(field + " must not be empty");
        }
        return trimmed;
    }

    private static List<String> texts(String field, List<String> values) {
        if (values == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>(values.size());
        for (int i = 0; i < values.size(); i++) {
            out.add(text(field + "[" + i + "]", values.get(i)));
        }
        return List.copyOf(out);
    }

    private static void require(boolean condition, String rule) {
        if (!condition) {
            throw new InvalidReportException(rule);
        }
    }
}
