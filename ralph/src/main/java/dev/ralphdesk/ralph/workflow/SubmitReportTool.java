package dev.ralphdesk.ralph.workflow;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.gate.CompletionGate;
import dev.ralphdesk.core.gate.CompletionPolicy;
import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.ralph.report.InvalidReportException;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.report.ReportStatus;
import dev.ralphdesk.ralph.report.ReportValidator;

/**
 * {@code submit_report}: the one extra tool of a round's child, and its only way to hand anything
 * on. A report that breaks a rule is refused with the rule named, so the worker can fix it. A
 * {@code complete} claim is checked against this turn's verifier evidence at once, unless the run
 * has a check command (the harness judges it again after the turn, running the check).
 */
public final class SubmitReportTool implements Tool {
    public static final String NAME = "submit_report";
    private final ReportValidator validator;
    private final ReportSlot slot;
    private final CompletionGate gate;
    private final CompletionPolicy evidencePolicy;

    /**
     * {@code runPolicy} is the run's policy. A complete report is judged here on the turn's evidence
     * only when the run has no check command; with one, the check certifies after the turn.
     */
    public SubmitReportTool(ReportValidator validator, ReportSlot slot, CompletionGate gate,
            CompletionPolicy runPolicy) {
        this.validator = validator;
        this.slot = slot;
        this.gate = gate;
        this.evidencePolicy = runPolicy.checkCommand() == null ? runPolicy
                : runPolicy.withCheck(null).withRequireVerifier(false);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "End this Ralph round with your report: status continue, complete or blocked; a summary; "
                + "evidence; next steps; and a blocker (null unless blocked). At most "
                + validator.maxHandoffChars() + " characters of JSON.";
    }

    @Override
    public ObjectNode parameters() {
        ObjectNode schema = Schemas.object()
                .enumeration("status", "continue, complete or blocked", true, "continue", "complete", "blocked")
                .string("summary", "what this round did and found", true)
                .stringArray("evidence", "what you ran or inspected and what it showed", true)
                .stringArray("nextSteps", "what the next round should do; empty when complete", true)
                .string("blocker", "why the work cannot go on; null unless the status is blocked", false)
                .build();
        ObjectNode blocker = (ObjectNode) schema.path("properties").path("blocker");
        ArrayNode types = blocker.putArray("type");
        types.add("string").add("null");
        return schema;
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        RalphRoundReport report;
        try {
            report = validator.validate(arguments);
        } catch (InvalidReportException e) {
            slot.reject(e.getMessage());
            return ToolResult.error("Report refused: " + e.getMessage() + ". Fix it and call submit_report again.");
        }
        if (report.status() == ReportStatus.COMPLETE) {
            GateDecision decision = gate.judge(evidencePolicy, context.evidence(), context.workspace().root(),
                    context.cancel());
            if (!decision.accepted()) {
                slot.reject(decision.refusalMessage());
                return ToolResult.error(decision.refusalMessage());
            }
        }
        slot.accept(report);
        return ToolResult.ok("Report recorded (" + report.status().wire() + "). End your turn now with one short "
                + "sentence; do not change the workspace any more.");
    }
}
