package dev.ralphdesk.app.ui.ralph;

import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphResult;
import java.util.List;
import java.util.Locale;

/** One row of the Ralph timeline: a run's header, or one of its rounds. Values; texts are pure. */
public sealed interface TimelineRow {

    String runId();

    /** The header of a run: state chip, objective, rounds, and its outcome and what certified it. */
    record RunRow(RunView run) implements TimelineRow {
        @Override
        public String runId() {
            return run.runId();
        }

        public String chip() {
            return run.state().label();
        }

        public String rounds() {
            return run.roundsStarted() + " / " + run.maxRounds() + " rounds"
                    + (run.resumes() > 0 ? " · resumed " + run.resumes() + "×" : "");
        }

        /** "complete · certified by verifier passed", "budget-limited · the token budget ran out", … */
        public String outcome() {
            RalphResult result = run.result();
            if (run.state() == RunState.INTERRUPTED) {
                return "interrupted: Ralph Desk stopped during this run. Resume run starts a fresh round "
                        + "from the last report that said continue.";
            }
            if (result == null) {
                return "";
            }
            StringBuilder out = new StringBuilder(result.outcome().wire());
            if (!result.certifiedBy().isEmpty()) {
                out.append(" · certified by ").append(String.join(", ", result.certifiedBy()));
            }
            if (result.reason() != null) {
                out.append(" · ").append(result.reason());
            }
            if (result.report() != null && result.report().blocker() != null) {
                out.append(" · blocker: ").append(result.report().blocker());
            }
            return out.toString();
        }
    }

    /** One round: status chip, summary, evidence, next steps, verifier, duration, tokens, files changed. */
    record RoundRow(String runId, int maxRounds, RoundView round) implements TimelineRow {
        public boolean running() {
            return round.state() == RoundState.RUNNING;
        }

        public String title() {
            return "Round " + round.round() + " / " + maxRounds;
        }

        /** The report's status (continue, complete, blocked), else the round's state (running, failed…). */
        public String chip() {
            return round.report() != null ? round.report().status().wire() : round.state().label();
        }

        public String summary() {
            if (round.report() != null) {
                return round.report().summary();
            }
            if (round.failure() != null) {
                return round.failure().code() + ": " + round.failure().message();
            }
            return running() ? "A fresh agent is working on the objective…"
                    : "The round stopped before it reported.";
        }

        public List<String> evidence() {
            return round.report() == null ? List.of() : round.report().evidence();
        }

        public List<String> nextSteps() {
            return round.report() == null ? List.of() : round.report().nextSteps();
        }

        public String blocker() {
            return round.report() == null || round.report().blocker() == null ? "" : round.report().blocker();
        }

        public String verifier() {
            String verdict = round.verifier() == null ? "" : "verifier " + round.verifier().command() + ": "
                    + round.verifier().describe();
            if (!round.certifiedBy().isEmpty()) {
                verdict += (verdict.isEmpty() ? "" : " · ") + "certified by " + String.join(", ", round.certifiedBy());
            }
            return verdict;
        }

        /** {@code 3.2 s · 1,234 tokens · 2 files changed}; empty while running. */
        public String figures() {
            if (running() || round.state() == RoundState.INTERRUPTED && round.durationMs() == 0) {
                return "";
            }
            String files = round.filesChangedCount() + (round.filesChangedCount() == 1 ? " file" : " files")
                    + " changed";
            String cost = round.costUsd() == null ? "" : String.format(Locale.ROOT, " · $%.4f", round.costUsd());
            return String.format(Locale.ROOT, "%.1f s · %,d tokens", round.durationMs() / 1000.0,
                    round.usage().total()) + cost + " · " + files;
        }

        public List<String> filesChanged() {
            return round.filesChanged();
        }
    }
}
