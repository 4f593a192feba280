package dev.ralphdesk.ralph.command;

import dev.ralphdesk.core.gate.CertifiedBy;
import dev.ralphdesk.core.model.UsageText;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import java.util.List;
import java.util.Locale;

/** Plain-text renderings of runs and rounds for {@code /ralph} and the command line (pure functions). */
public final class RunText {
    private static final int SUMMARY_CHARS = 100;

    private RunText() {
    }

    /** The session's runs, one line each, or a hint when there are none. */
    public static String status(List<RunView> runs) {
        if (runs.isEmpty()) {
            return "No Ralph runs in this session. Start one with /ralph <objective>.";
        }
        StringBuilder out = new StringBuilder("Ralph runs:");
        for (RunView run : runs) {
            out.append("\n  ").append(header(run));
        }
        return out.toString();
    }

    /** {@code run 1b2c… · complete · 2/256 rounds · "objective"}, with the resume hint when interrupted. */
    public static String header(RunView run) {
        String line = "run " + run.runId() + " · " + run.state().label() + " · " + run.roundsStarted() + "/"
                + run.maxRounds() + " rounds · \"" + abbreviate(oneLine(run.objective()), 60) + "\"";
        if (run.state() == RunState.INTERRUPTED) {
            line += " · resume with: ralph resume " + run.runId();
        }
        return line;
    }

    /**
     * One line per round: {@code round 2/256 · continue · summary · 3.2 s · 1,234 tokens · 2 files · verifier
     * `mvn test` failed (exit 1)}; a certified round ends with what certified it, naming the command.
     */
    public static String round(RoundView round, RunView run) {
        StringBuilder out = new StringBuilder("round ").append(round.round()).append('/').append(run.maxRounds())
                .append(" · ");
        if (round.report() != null) {
            out.append(round.report().status().wire()).append(" · ")
                    .append(abbreviate(oneLine(round.report().summary()), SUMMARY_CHARS));
        } else if (round.failure() != null) {
            out.append("failed (").append(round.failure().code()).append(") · ")
                    .append(abbreviate(oneLine(round.failure().message()), SUMMARY_CHARS));
        } else {
            out.append(round.state().label());
            return out.toString();
        }
        out.append(" · ").append(String.format(Locale.ROOT, "%.1f s", round.durationMs() / 1000.0))
                .append(" · ").append(String.format(Locale.ROOT, "%,d tokens", round.usage().total()))
                .append(" · ").append(round.filesChangedCount()).append(round.filesChangedCount() == 1 ? " file" : " files");
        out.append(" · ").append(UsageText.cost(round.costUsd()));
        boolean byVerifier = round.certifiedBy().contains(CertifiedBy.VERIFIER_PASSED.label()) && round.verifier() != null;
        if (round.verifier() != null && !byVerifier) {
            out.append(" · verifier `").append(round.verifier().command()).append("` ").append(round.verifier().describe());
        }
        if (!round.certifiedBy().isEmpty()) {
            out.append(" · certified: ").append(String.join(", ", round.certifiedBy().stream()
                    .map(label -> certifier(label, round, run)).toList()));
        }
        return out.toString();
    }

    /** {@code verifier `sh test.sh` passed}, {@code check `./check.sh` passed}, or the label as recorded. */
    private static String certifier(String label, RoundView round, RunView run) {
        if (label.equals(CertifiedBy.VERIFIER_PASSED.label()) && round.verifier() != null) {
            return "verifier `" + round.verifier().command() + "` passed";
        }
        if (label.equals(CertifiedBy.CHECK_PASSED.label()) && run.checkCommand() != null) {
            return "check `" + run.checkCommand() + "` passed";
        }
        return label;
    }

    static String oneLine(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }

    static String abbreviate(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }
}
