package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.BudgetCheck;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalSpend;
import dev.ralphdesk.goal.driver.RoundState.FollowUp;
import java.util.Objects;
import java.util.Optional;

/**
 * How the end of a goal round settles the goal, decided from values only (no lock, no store, no
 * clock): the goal as it is now, the round's origin and outcome, and what the driver saw while the
 * round ran. A round that claimed completion is decided twice: first to {@link Kind#JUDGE_CLAIM},
 * then — after the completion gate ran outside the lock — with its verdict. {@link RoundSettlement}
 * takes the lock and applies the decision. Pure; table-tested like {@link OutcomeMapping}, which it
 * builds on.
 *
 * @param reason the block reason for {@link Kind#BLOCK}, else null
 * @param closing whether the model gets the closing request afterwards
 * @param claim what a judged or stale completion claim means (notice, refusal, completion), or null
 */
record RoundDecision(Kind kind, BlockReason reason, boolean closing, ClaimVerdict claim) {

    enum Kind {
        /** The round's goal is gone or was replaced: only the round's report is published. */
        REPORT_ONLY,
        /** The goal left ACTIVE during the round (its own update_goal, or the person): nothing to apply. */
        ALREADY_SETTLED,
        BLOCK,
        PAUSE,
        /** The person's stop: its own pause settles the goal; the round only ends. */
        STOPPED,
        /** The round went normally and claimed completion: run the completion gate, then decide again. */
        JUDGE_CLAIM,
        /** The claim passed the gate: the goal is complete. */
        COMPLETE,
        /** The round went normally and no limit is reached: the next round may run. */
        NEXT_ROUND
    }

    /** Whether the round claimed completion (the marker, or {@code update_goal(complete)}), and the verdict. */
    sealed interface Claim {
        Claim NONE = new None();
        Claim PENDING = new Pending();

        record None() implements Claim {
        }

        /** Claimed, not judged yet. */
        record Pending() implements Claim {
        }

        /** The completion gate's decision for goal revision {@code ref}. */
        record Judged(GoalRef ref, GateDecision decision) implements Claim {
            public Judged {
                Objects.requireNonNull(ref, "ref");
                Objects.requireNonNull(decision, "decision");
            }
        }
    }

    /**
     * What the driver saw while the round ran and what the goal has used.
     *
     * @param budgetStop a token, cost or time budget ran out (the round was then stopped), or null
     * @param noProgress the repeated-call breaker tripped, why; or null
     * @param stuck the progress tracker's verdict after a round that went on, or null
     * @param spend the goal's rounds and usage so far (the round's own included)
     * @param lastEvidence the goal's latest verifier evidence, quoted when a limit blocks it; or null
     */
    record Facts(BlockReason budgetStop, String noProgress, String stuck, GoalSpend spend,
            VerifierEvidence lastEvidence, Claim claim) {
        Facts {
            Objects.requireNonNull(spend, "spend");
            Objects.requireNonNull(claim, "claim");
        }

        Facts judged(GoalRef ref, GateDecision decision) {
            return new Facts(budgetStop, noProgress, stuck, spend, lastEvidence, new Claim.Judged(ref, decision));
        }
    }

    static RoundDecision decide(GoalSnapshot goal, InputOrigin.Goal origin, TurnOutcome outcome, Facts facts) {
        if (goal == null || !goal.id().equals(origin.goalId())) {
            return new RoundDecision(Kind.REPORT_ONLY, null, false, null);
        }
        if (goal.phase() != GoalPhase.ACTIVE) {
            boolean closing = goal.revision() > origin.revision() && goal.phase() != GoalPhase.PAUSED
                    && OutcomeMapping.closingFor(goal.blockedReason());
            ClaimVerdict changed = facts.claim() instanceof Claim.Judged judged && !judged.ref().equals(goal.ref())
                    ? new ClaimVerdict(null, null, ClaimVerdict.CHANGED) : null;
            return new RoundDecision(Kind.ALREADY_SETTLED, null, closing, changed);
        }
        if (facts.budgetStop() != null) {
            return block(Closing.withEvidence(facts.budgetStop(), facts.lastEvidence()), null);
        }
        if (facts.noProgress() != null) {
            return block(Closing.withEvidence(new BlockReason(BlockReason.NO_PROGRESS, facts.noProgress()),
                    facts.lastEvidence()), null);
        }
        OutcomeMapping.Mapped mapped = OutcomeMapping.map(outcome);
        switch (mapped.effect()) {
            case PAUSE:
                return new RoundDecision(Kind.PAUSE, null, false, null);
            case BLOCK:
                return block(mapped.reason(), null);
            case CONTINUE:
                return claimThenLimits(goal, origin, facts);
            default:
                return new RoundDecision(Kind.STOPPED, null, false, null);
        }
    }

    /** Whether the round went on normally for the active goal it ran for (its progress then counts). */
    static boolean wentOn(GoalSnapshot goal, InputOrigin.Goal origin, TurnOutcome outcome, BlockReason budgetStop,
            String noProgress) {
        return goal != null && goal.id().equals(origin.goalId()) && goal.phase() == GoalPhase.ACTIVE
                && budgetStop == null && noProgress == null
                && OutcomeMapping.map(outcome).effect() == OutcomeMapping.Effect.CONTINUE;
    }

    /** A round that went on: its completion claim first, then the limits. */
    private static RoundDecision claimThenLimits(GoalSnapshot goal, InputOrigin.Goal origin, Facts facts) {
        ClaimVerdict verdict = null;
        if (facts.claim() instanceof Claim.Pending) {
            if (goal.revision() != origin.revision()) {
                verdict = ClaimVerdict.stale(origin.revision(), goal);
            } else {
                return new RoundDecision(Kind.JUDGE_CLAIM, null, false, null);
            }
        } else if (facts.claim() instanceof Claim.Judged judged) {
            verdict = ClaimVerdict.of(goal, judged.ref(), judged.decision(), origin.round());
            if (verdict.accepted()) {
                return new RoundDecision(Kind.COMPLETE, null, true, verdict);
            }
        }
        Optional<BlockReason> limit = limit(goal, facts.stuck(), facts.spend(), facts.lastEvidence());
        return limit.isPresent() ? block(limit.get(), verdict) : new RoundDecision(Kind.NEXT_ROUND, null, false, verdict);
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

    /** What follows once the round's queue entry is done ({@code normal}: the round's outcome was completed). */
    FollowUp next(boolean normal) {
        if (kind == Kind.JUDGE_CLAIM) {
            throw new IllegalStateException("a claim to judge is not a settlement");
        }
        return closing ? FollowUp.CLOSING : normal ? FollowUp.NEXT_ROUND : FollowUp.HOLD;
    }

    private static RoundDecision block(BlockReason reason, ClaimVerdict verdict) {
        return new RoundDecision(Kind.BLOCK, reason, OutcomeMapping.closingFor(reason), verdict);
    }
}
