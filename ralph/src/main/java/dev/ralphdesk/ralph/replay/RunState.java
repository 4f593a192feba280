package dev.ralphdesk.ralph.replay;

import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a run stands: {@code running} (live in this process), {@code interrupted} (started, never
 * finished, not running now) or {@code ended} with its result. The label is what the timeline,
 * {@code /ralph} and the command line show: {@code running}, {@code interrupted}, or the outcome.
 */
public sealed interface RunState permits RunState.Open, RunState.Ended {
    RunState RUNNING = Open.RUNNING;
    RunState INTERRUPTED = Open.INTERRUPTED;

    // No default methods here: initialising Open would then initialise this interface first, and
    // RUNNING would read Open.RUNNING while it is still null.

    String label();

    boolean finished();

    /** How the run ended; empty while it has not. */
    Optional<RalphOutcome> outcome();

    /** A run that has not ended. */
    enum Open implements RunState {
        RUNNING("running"),
        INTERRUPTED("interrupted");

        private final String label;

        Open(String label) {
            this.label = label;
        }

        @Override
        public String label() {
            return label;
        }

        @Override
        public boolean finished() {
            return false;
        }

        @Override
        public Optional<RalphOutcome> outcome() {
            return Optional.empty();
        }
    }

    /** A run that ended, with its terminal value. */
    record Ended(RalphResult result) implements RunState {
        public Ended {
            Objects.requireNonNull(result, "result");
        }

        @Override
        public String label() {
            return result.outcome().wire();
        }

        @Override
        public boolean finished() {
            return true;
        }

        @Override
        public Optional<RalphOutcome> outcome() {
            return Optional.of(result.outcome());
        }
    }
}
