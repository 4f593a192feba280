package dev.ralphdesk.goal.prompt;

import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.resources.Template;
import java.util.Map;

/** The texts the model gets from the goal plugin: round prompts, the closing request, goal notes. */
public final class RoundPrompts {
    public static final int SUMMARY_CHARS = 4_000;
    private static final int EVIDENCE_OUTPUT_CHARS = 800;
    private static final Template GUIDANCE = Template.load("prompts/goal-guidance.md");

    private RoundPrompts() {
    }

    /**
     * The templates of goal rounds, read when a round first needs one: every start renders the guidance,
     * few run a goal, and each bundled file costs a lookup through every module of the JDK.
     */
    private static final class Rounds {
        static final Template ROUND = Template.load("prompts/goal-round.md");
        static final Template COMPACT = Template.load("prompts/goal-compact.md");
        static final Template CLOSING = Template.load("prompts/goal-closing.md");
    }

    /** The system-prompt section about goals. */
    public static String guidance(int blockedAfterRounds) {
        return GUIDANCE.fill(Map.of("blockedAfter", Integer.toString(blockedAfterRounds))).strip();
    }

    /** A {@code keep-history} round: the conversation goes on; this message restates the goal. */
    public static String round(GoalSnapshot goal, int round, String refusal, VerifierEvidence evidence) {
        return Rounds.ROUND.fill(Map.of("round", Integer.toString(round), "max", Integer.toString(goal.maxGoalRounds()),
                "objective", goal.objective(), "why", why(refusal), "instructions", instructions(goal),
                "evidence", evidence(evidence, false))).strip();
    }

    /** A {@code compact} round: the only message of the request besides the system prompt. */
    public static String compact(GoalSnapshot goal, int round, String summary, String refusal,
            VerifierEvidence evidence) {
        String bounded = summary.length() <= SUMMARY_CHARS ? summary
                : "…" + summary.substring(summary.length() - SUMMARY_CHARS + 1);
        return Rounds.COMPACT.fill(Map.of("round", Integer.toString(round), "max", Integer.toString(goal.maxGoalRounds()),
                "objective", goal.objective(), "summary", bounded.isBlank() ? "(nothing yet)" : bounded,
                "evidence", evidence(evidence, true), "why", why(refusal), "instructions", instructions(goal)))
                .strip();
    }

    /** The one extra request after an autonomous complete or blocked. */
    public static String closing(GoalSnapshot goal) {
        String reason = goal.phase() == GoalPhase.BLOCKED
                ? " (" + goal.blockedReason().code() + ": " + goal.blockedReason().message() + ")" : "";
        String certified = goal.completion() != null ? "what certified it (" + goal.completion().certifiedBy() + ")"
                : "why it stopped";
        return Rounds.CLOSING.fill(Map.of("phase", goal.phase().wire(), "reason", reason, "objective", goal.objective(),
                "certified", certified)).strip();
    }

    /** The model-visible snapshot note after a change the model has not seen. */
    public static String note(GoalSnapshot goal, int roundsStarted) {
        StringBuilder out = new StringBuilder("Goal snapshot (revision ").append(goal.revision()).append("): ")
                .append(goal.phase().wire());
        if (goal.blockedReason() != null) {
            out.append(" — ").append(goal.blockedReason().code()).append(": ").append(goal.blockedReason().message());
        }
        out.append("; rounds ").append(roundsStarted).append(" / ").append(goal.maxGoalRounds());
        if (goal.checkCommand() != null) {
            out.append("; check `").append(goal.checkCommand()).append('`');
        }
        out.append("; continuation ").append(goal.continuation().wire()).append(".\nObjective:\n\"\"\"\n")
                .append(goal.objective()).append("\n\"\"\"");
        return out.toString();
    }

    public static final String CLEARED_NOTE = "The goal was cleared. There is no current goal.";

    private static String why(String refusal) {
        String base = "the goal is active and not yet certified complete.";
        return refusal == null ? base : base + " Your last completion claim was refused — " + refusal;
    }

    private static String instructions(GoalSnapshot goal) {
        StringBuilder out = new StringBuilder();
        if (goal.verifierInstructions() != null) {
            out.append("\nHow to verify this goal (from the person):\n\"\"\"\n").append(goal.verifierInstructions())
                    .append("\n\"\"\"");
        }
        if (goal.checkCommand() != null) {
            out.append("\nThe harness will also run the check `").append(goal.checkCommand())
                    .append("` itself before it accepts a completion.");
        }
        return out.toString();
    }

    static String evidence(VerifierEvidence evidence, boolean withOutput) {
        if (evidence == null) {
            return "none yet for this goal.";
        }
        String line = evidence.describe();
        if (!withOutput || evidence.output().isBlank()) {
            return line;
        }
        String output = evidence.output().strip();
        String tail = output.length() <= EVIDENCE_OUTPUT_CHARS ? output
                : "…" + output.substring(output.length() - EVIDENCE_OUTPUT_CHARS);
        return line + "\n\"\"\"\n" + tail + "\n\"\"\"";
    }
}
