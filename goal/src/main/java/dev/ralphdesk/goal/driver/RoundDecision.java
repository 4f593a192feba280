package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.BudgetCheck;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalSpend;
import java.util.Optional;

/**
 * How the end of a goal round settles the goal, decided from values only (no lock, no store, no
 * clock): the goal as it is now, the round's origin and outcome, and what the driver saw while the
 * round ran. {@link RoundSettlement} takes the lock and applies the decision. Pure; table-tested
 * like {@link OutcomeMapping}, which it builds on.
 *
 * @param reason the block reason for {@link Kind#BLOCK}, else null
 * @param closing whether the model gets the closing request afterwards
 */
record RoundDecision(Kind kind, BlockReason reason, boolean closing) {

    enum Kind {
        /** The round's goal is gone or was replaced: only the round's report is published. */
        REPORT_ONLY,
        /** The goal left ACTIVE during the round (its own update_goal, or the person): nothing to apply. */
        ALREADY_SETTLED,
        BLOCK,
        PAUSE,
        /** The person's stop: its own pause settles the goal; the round only ends. */
        STOPPED,
        /** The round went normally: judge a completion claim, then check the limits. */
        CONTINUE
    }

    /**
     * What the driver saw while the round ran.
     *
     * @param budgetStop a token, cost or time budget ran out (the round was then stopped), or null
     * @param noProgress the repeated-call breaker tripped, why; or null
     * @param lastEvidence the goal's latest verifier evidence, quoted when a limit blocks it; or null
     */
    record Facts(BlockReason budgetStop, String noProgress, VerifierEvidence lastEvidence) {
    }

    static RoundDecision decide(GoalSnapshot goal, InputOrigin.Goal origin, TurnOutcome outcome, Facts facts) {
        if (goal == null || !goal.id().equals(origin.goalId())) {
            return new RoundDecision(Kind.REPORT_ONLY, null, false);
        }
        if (goal.phase() != GoalPhase.ACTIVE) {
            boolean closing = goal.revision() > origin.revision() && goal.phase() != GoalPhase.PAUSED
                    && OutcomeMapping.closingFor(goal.blockedReason());
            return new RoundDecision(Kind.ALREADY_SETTLED, null, closing);
        }
        OutcomeMapping.Mapped mapped = OutcomeMapping.map(outcome);
        if (facts.budgetStop() != null) {
            return block(Closing.withEvidence(facts.budgetStop(), facts.lastEvidence()));
        }
        if (facts.noProgress() != null) {
            return block(Closing.withEvidence(new BlockReason(BlockReason.NO_PROGRESS, facts.noProgress()),
                    facts.lastEvidence()));
        }
        switch (mapped.effect()) {
            case PAUSE:
                return new RoundDecision(Kind.PAUSE, null, false);
            case BLOCK:
                return block(mapped.reason());
            case CONTINUE:
                return new RoundDecision(Kind.CONTINUE, null, false);
            default:
                return new RoundDecision(Kind.STOPPED, null, false);
        }
    }

    /**
     * After a round that went on and claimed nothing: a stall ({@code stuck}, the progress tracker's
     * verdict) or a spent round, token, cost or time budget blocks the goal; empty when the next round
     * may run.
     */
    static Optional<BlockReason> limit(GoalSnapshot goal, String stuck, GoalSpend spend, VerifierEvidence last) {
        Optional<BlockReason> limit = stuck != null
                ? Optional.of(new BlockReason(BlockReason.NO_PROGRESS, stuck))
                : BudgetCheck.exceeded(goal, spend);
        return limit.map(reason -> Closing.withEvidence(reason, last));
    }

    private static RoundDecision block(BlockReason reason) {
        return new RoundDecision(Kind.BLOCK, reason, OutcomeMapping.closingFor(reason));
    }
}
