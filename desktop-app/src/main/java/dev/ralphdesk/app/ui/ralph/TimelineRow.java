package dev.ralphdesk.app.ui.ralph;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Phrases;
import dev.ralphdesk.app.ui.RecordedReasons;
import dev.ralphdesk.app.ui.checkpoint.ChangesViewModel;
import dev.ralphdesk.app.ui.checkpoint.RoundFigure;
import dev.ralphdesk.core.git.CheckpointRecorded;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.run.VerifierResult;
import java.util.ArrayList;
import java.util.List;

/**
 * One row of the Ralph timeline: a run's header, or one of its rounds. Values; what they say is
 * pure, as messages the view puts into words. {@link #chipId()} is the state's wire word (for styles).
 */
public sealed interface TimelineRow {

    String runId();

    /** The state word of the row's chip: {@code running}, {@code complete}, {@code continue}, … */
    String chipId();

    /** The chip in the UI's language. */
    default Message chip() {
        return Message.of("ralph.state." + chipId());
    }

    /** The header of a run: state chip, objective, rounds, and its outcome and what certified it. */
    record RunRow(RunView run) implements TimelineRow {
        @Override
        public String runId() {
            return run.runId();
        }

        @Override
        public String chipId() {
            return run.state().label();
        }

        /** {@code 2 / 5 rounds · resumed 1×}. */
        public Message rounds() {
            Message rounds = Message.of("ralph.rounds", run.roundsStarted(), run.maxRounds());
            return run.resumes() > 0 ? Phrases.joined(rounds, Message.of("ralph.resumed", run.resumes())) : rounds;
        }

        /** "complete · certified by verifier passed", "budget-limited · the token budget ran out", … */
        public Message outcome() {
            RalphResult result = run.result();
            if (run.state() == RunState.INTERRUPTED) {
                return Message.of("ralph.interrupted");
            }
            if (result == null) {
                return Message.NONE;
            }
            List<Message> parts = new ArrayList<>();
            parts.add(Message.of("ralph.state." + result.outcome().wire()));
            if (!result.certifiedBy().isEmpty()) {
                parts.add(Message.of("ralph.certified", Phrases.certifiedBy(result.certifiedBy())));
            }
            if (result.reason() != null) {
                parts.add(RecordedReasons.of(result.reason()));
            }
            if (result.report() != null && result.report().blocker() != null) {
                parts.add(Message.of("ralph.blocker", result.report().blocker()));
            }
            return Phrases.joined(parts);
        }
    }

    /**
     * One round: status chip, summary, evidence, next steps, verifier, duration, tokens, files changed;
     * {@code changes} what it changed from its checkpoints, or null until read.
     */
    record RoundRow(String runId, int maxRounds, RoundView round, boolean approvalNeeded, RoundFigure changes)
            implements TimelineRow {
        public RoundRow(String runId, int maxRounds, RoundView round) {
            this(runId, maxRounds, round, false, null);
        }

        /** The round of its chat's checkpoints. */
        public ChangesViewModel.RoundRef ref(SessionId chat) {
            return new ChangesViewModel.RoundRef(chat, CheckpointRecorded.RALPH, runId, round.round());
        }

        /** Whether its checkpoints are known to give figures and a diff. */
        public boolean checkpointed() {
            return changes != null && changes.checkpointed();
        }

        public boolean running() {
            return round.state() == RoundState.RUNNING;
        }

        public Message title() {
            return Message.of("ralph.round", round.round(), maxRounds);
        }

        /** The report's status (continue, complete, blocked), else the round's state (running, failed…). */
        @Override
        public String chipId() {
            if (round.report() != null) {
                return round.report().status().wire();
            }
            return cancelled() ? "cancelled" : round.state().label();
        }

        /** A round stopped by a cancel failed with code {@code cancelled}: grey, not a red failure. */
        public boolean cancelled() {
            return round.failure() != null && round.failure().code().equals("cancelled");
        }

        /** The report's summary as written, the failure's code and message, or what the round is doing. */
        public Message summary() {
            if (round.report() != null) {
                return Message.verbatim(round.report().summary());
            }
            if (cancelled()) {
                return Message.of("ralph.round.cancelled");
            }
            if (round.failure() != null) {
                return Message.verbatim(round.failure().code() + ": " + round.failure().message());
            }
            return Message.of(running() ? "ralph.round.working" : "ralph.round.noReport");
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

        /** {@code verifier mvn test: failed (exit 1) · certified by check passed}. */
        public Message verifier() {
            List<Message> parts = new ArrayList<>();
            VerifierResult verifier = round.verifier();
            if (verifier != null) {
                Message exit = verifier.exitCode() == null || verifier.passed() ? Message.NONE
                        : Message.of("evidence.exit", verifier.exitCode().toString());
                Message written = verifier.writtenAfter() ? Message.of("ralph.verifier.written") : Message.NONE;
                parts.add(Message.of("ralph.verifier", verifier.command(),
                        Message.of(verifier.passed() ? "ralph.verifier.passed" : "ralph.verifier.failed"), exit,
                        written));
            }
            if (!round.certifiedBy().isEmpty()) {
                parts.add(Message.of("ralph.certified", Phrases.certifiedBy(round.certifiedBy())));
            }
            return Phrases.joined(parts);
        }

        /** {@code 3.2 s · 1,234 tokens · $0.0012 · 2 files changed} ("cost unknown" without a price); nothing while running. */
        public Message figures() {
            if (running() || round.state() == RoundState.INTERRUPTED && round.durationMs() == 0) {
                return Message.NONE;
            }
            List<Message> parts = new ArrayList<>();
            parts.add(Message.of("ralph.duration", String.format(java.util.Locale.ROOT, "%.1f",
                    round.durationMs() / 1000.0)));
            parts.add(Phrases.tokens(round.usage().total()));
            parts.add(Phrases.cost(round.costUsd()));
            if (!checkpointed()) {
                parts.add(Message.of("ralph.filesChanged", round.filesChangedCount()));
            }
            return Phrases.joined(parts);
        }

        /** "3 files changed, +12 −4", or why there are no figures (long paths cut short); nothing until read. */
        public Message changesLine() {
            return changes == null ? Message.NONE : changes.shortText();
        }

        /** The line whole when {@link #changesLine()} cut a path short (its tooltip), else nothing. */
        public Message changesDetail() {
            return changes == null ? Message.NONE : changes.detail();
        }

        /** The changed files the round recorded, shown where no checkpoint gives figures and a diff. */
        public List<String> filesChanged() {
            return checkpointed() ? List.of() : round.filesChanged();
        }
    }
}
