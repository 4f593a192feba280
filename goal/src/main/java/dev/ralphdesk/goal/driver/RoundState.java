package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.workspace.WorkspaceSnapshot;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import java.time.Instant;
import java.util.Objects;

/**
 * Where the goal work of one session stands: one value, replaced whole under the session's goal lock
 * by the pure transitions of {@link RoundMachine}. At most one queue entry of the driver (a round
 * reservation or the closing request) is on the session's agent at a time.
 */
sealed interface RoundState {

    /**
     * Nothing queued, running or closing.
     *
     * @param held the latest turn ended abnormally: no round until a normal turn or the person's go
     */
    record Idle(boolean held) implements RoundState {
    }

    /** A round reservation is queued on {@code agent} for goal revision {@code ref}; its admission re-checks all. */
    record Reserved(AgentHandle agent, GoalRef ref) implements RoundState {
        public Reserved {
            Objects.requireNonNull(agent, "agent");
            Objects.requireNonNull(ref, "ref");
        }
    }

    /**
     * An admitted goal round: its turn ({@code turnId} and {@code start} null until it starts) and
     * what the driver saw while it runs.
     *
     * @param budgetStop a token, cost or time budget ran out and the round was stopped, or null
     * @param noProgress why the repeated-call breaker tripped, or null
     */
    record Running(AgentHandle agent, InputOrigin.Goal round, String turnId, RoundStart start, BlockReason budgetStop,
            String noProgress) implements RoundState {
        public Running {
            Objects.requireNonNull(agent, "agent");
            Objects.requireNonNull(round, "round");
        }

        boolean runs(String turn) {
            return turn.equals(turnId);
        }
    }

    /** A goal-origin turn that was stale when it started: cancelled, not settled as a round. */
    record Fenced(String turnId) implements RoundState {
        public Fenced {
            Objects.requireNonNull(turnId, "turnId");
        }
    }

    /**
     * A round's turn ended. While its settlement is decided the round is {@code claimed} null; when it
     * claimed completion, the gate judges {@code claimed} (the goal as the round left it) outside the
     * lock, and the round is then decided again from {@code facts} and the verdict.
     */
    record Settling(InputOrigin.Goal round, RoundDecision.Facts facts, GoalSnapshot claimed) implements RoundState {
        public Settling {
            Objects.requireNonNull(round, "round");
        }
    }

    /** A turn of the driver's ended and was settled; {@code next} happens once its queue entry is done. */
    record Settled(FollowUp next) implements RoundState {
        public Settled {
            Objects.requireNonNull(next, "next");
        }
    }

    /** The closing request after an autonomous complete or blocked is queued on {@code agent}. */
    record ClosingQueued(AgentHandle agent) implements RoundState {
        public ClosingQueued {
            Objects.requireNonNull(agent, "agent");
        }
    }

    /**
     * The closing request was admitted: its turn ({@code turnId} null until it starts; a compact goal's
     * request carries only the closing prompt, which starts at {@code startIndex}).
     */
    record Closing(boolean compact, String turnId, int startIndex) implements RoundState {
        boolean runs(String turn) {
            return turn.equals(turnId);
        }
    }

    /** What happens when the queue entry of a settled turn is done. */
    enum FollowUp {
        /** Reserve the next round if the goal may run one. */
        NEXT_ROUND,
        /** Queue the closing request. */
        CLOSING,
        /** The round ended abnormally: hold until a normal turn or the person's go. */
        HOLD
    }

    /**
     * How a goal round's turn started: where its messages start in the history, whether the goal is
     * {@code compact}, when, and the workspace before it.
     */
    record RoundStart(int startIndex, boolean compact, Instant startedAt, WorkspaceSnapshot workspaceBefore) {
        public RoundStart {
            Objects.requireNonNull(startedAt, "startedAt");
        }
    }
}
