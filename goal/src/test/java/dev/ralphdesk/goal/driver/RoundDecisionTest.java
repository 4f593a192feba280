package dev.ralphdesk.goal.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.gate.CertifiedBy;
import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalSpend;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.driver.RoundState.FollowUp;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The settlement of a goal round as a table: goal now × round outcome × what the driver saw → decision. */
class RoundDecisionTest {
    private static final InputOrigin.Goal ROUND = new InputOrigin.Goal("g", 2, 3);
    private static final VerifierEvidence FAILED_TESTS = new VerifierEvidence("shell", "c1", "mvn test", false, 1,
            "1 failure", Instant.EPOCH, false);
    private static final GoalSpend WITHIN = new GoalSpend(2, new GoalUsage(10, 0.1, true, Duration.ofSeconds(5)));
    private static final RoundDecision.Facts NOTHING = facts(null, null, null);
    private static final BlockReason TOKENS = new BlockReason(BlockReason.BUDGET_TOKENS,
            "stopped at the token budget: used 1000 of 1000 tokens");

    private static GoalSnapshot goal(String id, long revision, GoalPhase phase, BlockReason reason) {
        GoalCompletion completion = phase == GoalPhase.COMPLETE ? new GoalCompletion("check", "exit 0", 2) : null;
        return new GoalSnapshot(id, revision, "ship it", phase, reason, 5, null, new GoalBudgets(1000L, 2.0, 600L),
                null, null, completion, Instant.EPOCH, Instant.EPOCH);
    }

    private static GoalSnapshot active() {
        return goal("g", 2, GoalPhase.ACTIVE, null);
    }

    private static RoundDecision.Facts facts(BlockReason budgetStop, String noProgress, VerifierEvidence last) {
        return new RoundDecision.Facts(budgetStop, noProgress, null, WITHIN, last, RoundDecision.Claim.NONE);
    }

    private static RoundDecision decided(RoundDecision.Kind kind) {
        return new RoundDecision(kind, null, false, null);
    }

    private static RoundDecision blocked(String code, String message, boolean closing) {
        return new RoundDecision(RoundDecision.Kind.BLOCK, new BlockReason(code, message), closing, null);
    }

    static Stream<Arguments> table() {
        TurnOutcome done = TurnOutcome.completed();
        return Stream.of(
                // the round's goal is gone or replaced: only its report
                Arguments.of(null, done, NOTHING, decided(RoundDecision.Kind.REPORT_ONLY)),
                Arguments.of(goal("h", 2, GoalPhase.ACTIVE, null), done, NOTHING,
                        decided(RoundDecision.Kind.REPORT_ONLY)),
                // changed during the round: by its own update_goal (a later revision) or by the person
                Arguments.of(goal("g", 3, GoalPhase.COMPLETE, null), done, NOTHING,
                        new RoundDecision(RoundDecision.Kind.ALREADY_SETTLED, null, true, null)),
                Arguments.of(goal("g", 3, GoalPhase.BLOCKED, new BlockReason("stuck", "needs a key")), done, NOTHING,
                        new RoundDecision(RoundDecision.Kind.ALREADY_SETTLED, null, true, null)),
                Arguments.of(goal("g", 3, GoalPhase.BLOCKED, new BlockReason(BlockReason.TURN_ERROR, "failed")),
                        done, NOTHING, decided(RoundDecision.Kind.ALREADY_SETTLED)),
                Arguments.of(goal("g", 3, GoalPhase.PAUSED, null), done, NOTHING,
                        decided(RoundDecision.Kind.ALREADY_SETTLED)),
                Arguments.of(goal("g", 2, GoalPhase.COMPLETE, null), done, NOTHING,
                        decided(RoundDecision.Kind.ALREADY_SETTLED)),
                // an active goal: the outcome mapping
                Arguments.of(active(), done, NOTHING, decided(RoundDecision.Kind.NEXT_ROUND)),
                Arguments.of(active(), TurnOutcome.cancelled(CancelReason.SHUTDOWN), NOTHING,
                        decided(RoundDecision.Kind.PAUSE)),
                Arguments.of(active(), TurnOutcome.cancelled(CancelReason.PERSON), NOTHING,
                        decided(RoundDecision.Kind.STOPPED)),
                Arguments.of(active(), TurnOutcome.error("network", "reset"), NOTHING,
                        blocked(BlockReason.TURN_ERROR, "the round failed (network): reset", false)),
                Arguments.of(active(), TurnOutcome.of(TurnOutcome.Kind.STEP_LIMIT, ""), NOTHING,
                        blocked("step-limit", "the round reached the per-turn step cap", true)),
                // a budget that ran out, or the breaker, wins over the outcome and quotes the last evidence
                Arguments.of(active(), TurnOutcome.cancelled(CancelReason.BUDGET),
                        facts(TOKENS, null, FAILED_TESTS),
                        blocked(BlockReason.BUDGET_TOKENS, TOKENS.message() + "; last evidence: "
                                + FAILED_TESTS.describe(), true)),
                Arguments.of(active(), TurnOutcome.error("network", "reset"),
                        facts(TOKENS, "the same call 5 times", null),
                        blocked(BlockReason.BUDGET_TOKENS, TOKENS.message() + "; no verifier evidence yet", true)),
                Arguments.of(active(), TurnOutcome.cancelled(CancelReason.DRIVER),
                        facts(null, "the same call 5 times", null),
                        blocked(BlockReason.NO_PROGRESS, "the same call 5 times; no verifier evidence yet", true)));
    }

    @ParameterizedTest
    @MethodSource("table")
    void decidesTheSettlement(GoalSnapshot goal, TurnOutcome outcome, RoundDecision.Facts facts,
            RoundDecision expected) {
        assertEquals(expected, RoundDecision.decide(goal, ROUND, outcome, facts));
    }

    @Test
    void afterARoundThatWentOnAStallOrASpentBudgetBlocksAndQuotesTheEvidence() {
        GoalSpend within = new GoalSpend(2, new GoalUsage(10, 0.1, true, Duration.ofSeconds(5)));
        GoalSpend capped = new GoalSpend(5, new GoalUsage(10, 0.1, true, Duration.ofSeconds(5)));

        assertEquals(Optional.empty(), RoundDecision.limit(active(), null, within, FAILED_TESTS));
        assertEquals(Optional.of(new BlockReason(BlockReason.NO_PROGRESS, "no change in 3 rounds; last evidence: "
                + FAILED_TESTS.describe())), RoundDecision.limit(active(), "no change in 3 rounds", within, FAILED_TESTS));
        assertEquals(Optional.of(new BlockReason(BlockReason.ROUND_LIMIT, "stopped after 5 rounds (the cap) before "
                + "the completion gate was satisfied; no verifier evidence yet")),
                RoundDecision.limit(active(), null, capped, null));
    }

    private static RoundDecision.Facts claimed(RoundDecision.Claim claim, String stuck, GoalSpend spend) {
        return new RoundDecision.Facts(null, null, stuck, spend, FAILED_TESTS, claim);
    }

    private static RoundDecision.Claim judged(long revision, GateDecision decision) {
        return new RoundDecision.Claim.Judged(new GoalRef("g", revision), decision);
    }

    static Stream<Arguments> claims() {
        GateDecision passed = GateDecision.accept(CertifiedBy.CHECK_PASSED, "check `mvn test` passed", null);
        GateDecision refused = GateDecision.refuse("the last verifier run failed", FAILED_TESTS);
        GoalSpend capped = new GoalSpend(5, WITHIN.usage());
        ClaimVerdict refusal = new ClaimVerdict(null, refused.refusalNotice("goal"),
                refused.refusalNotice("goal").text());
        ClaimVerdict changed = new ClaimVerdict(null, null, ClaimVerdict.CHANGED);
        String cap = "stopped after 5 rounds (the cap) before the completion gate was satisfied; last evidence: "
                + FAILED_TESTS.describe();
        return Stream.of(
                // a claim of the revision the round started on is judged first; an older one is stale
                Arguments.of(active(), claimed(RoundDecision.Claim.PENDING, null, WITHIN),
                        decided(RoundDecision.Kind.JUDGE_CLAIM)),
                Arguments.of(goal("g", 3, GoalPhase.ACTIVE, null), claimed(RoundDecision.Claim.PENDING, null, WITHIN),
                        new RoundDecision(RoundDecision.Kind.NEXT_ROUND, null, false,
                                ClaimVerdict.stale(2, goal("g", 3, GoalPhase.ACTIVE, null)))),
                // the gate's verdict: complete (then the closing request), or refused and the limits apply
                Arguments.of(active(), claimed(judged(2, passed), null, WITHIN),
                        new RoundDecision(RoundDecision.Kind.COMPLETE, null, true, new ClaimVerdict(
                                new GoalCompletion("check passed", "check `mvn test` passed", 3),
                                Notices.of("goal", "goal-complete", "check `mvn test` passed"), null))),
                Arguments.of(active(), claimed(judged(2, refused), null, WITHIN),
                        new RoundDecision(RoundDecision.Kind.NEXT_ROUND, null, false, refusal)),
                Arguments.of(active(), claimed(judged(2, refused), null, capped),
                        new RoundDecision(RoundDecision.Kind.BLOCK, new BlockReason(BlockReason.ROUND_LIMIT, cap),
                                true, refusal)),
                Arguments.of(active(), claimed(judged(2, refused), "no change in 3 rounds", WITHIN),
                        new RoundDecision(RoundDecision.Kind.BLOCK, new BlockReason(BlockReason.NO_PROGRESS,
                                "no change in 3 rounds; last evidence: " + FAILED_TESTS.describe()), true, refusal)),
                // the person changed the goal while the gate ran: the verdict is for a goal that is gone
                Arguments.of(goal("g", 3, GoalPhase.ACTIVE, null), claimed(judged(2, passed), null, WITHIN),
                        new RoundDecision(RoundDecision.Kind.NEXT_ROUND, null, false, changed)),
                Arguments.of(goal("g", 3, GoalPhase.PAUSED, null), claimed(judged(2, passed), null, WITHIN),
                        new RoundDecision(RoundDecision.Kind.ALREADY_SETTLED, null, false, changed)),
                Arguments.of(null, claimed(judged(2, passed), null, WITHIN),
                        decided(RoundDecision.Kind.REPORT_ONLY)),
                // no claim: a stall blocks even within the budgets
                Arguments.of(active(), claimed(RoundDecision.Claim.NONE, "no change in 3 rounds", WITHIN),
                        new RoundDecision(RoundDecision.Kind.BLOCK, new BlockReason(BlockReason.NO_PROGRESS,
                                "no change in 3 rounds; last evidence: " + FAILED_TESTS.describe()), true, null)));
    }

    @ParameterizedTest
    @MethodSource("claims")
    void decidesACompletionClaimBeforeTheLimits(GoalSnapshot goal, RoundDecision.Facts facts,
            RoundDecision expected) {
        assertEquals(expected, RoundDecision.decide(goal, ROUND, TurnOutcome.completed(), facts));
    }

    @Test
    void whatFollowsASettlement() {
        assertEquals(FollowUp.CLOSING, blocked(BlockReason.NO_PROGRESS, "stuck", true).next(false));
        assertEquals(FollowUp.HOLD, blocked(BlockReason.TURN_ERROR, "failed", false).next(false));
        assertEquals(FollowUp.NEXT_ROUND, decided(RoundDecision.Kind.NEXT_ROUND).next(true));
        assertEquals(FollowUp.HOLD, decided(RoundDecision.Kind.PAUSE).next(false));
        assertEquals(FollowUp.NEXT_ROUND, decided(RoundDecision.Kind.REPORT_ONLY).next(true));
        assertThrows(IllegalStateException.class, () -> decided(RoundDecision.Kind.JUDGE_CLAIM).next(true));
    }

    @Test
    void onlyARoundThatWentOnForItsActiveGoalCountsTowardsProgress() {
        assertTrue(RoundDecision.wentOn(active(), ROUND, TurnOutcome.completed(), null, null));
        assertFalse(RoundDecision.wentOn(active(), ROUND, TurnOutcome.completed(), TOKENS, null));
        assertFalse(RoundDecision.wentOn(active(), ROUND, TurnOutcome.completed(), null, "same call"));
        assertFalse(RoundDecision.wentOn(active(), ROUND, TurnOutcome.cancelled(CancelReason.DRIVER), null, null));
        assertFalse(RoundDecision.wentOn(goal("g", 2, GoalPhase.PAUSED, null), ROUND, TurnOutcome.completed(),
                null, null));
        assertFalse(RoundDecision.wentOn(goal("h", 2, GoalPhase.ACTIVE, null), ROUND, TurnOutcome.completed(),
                null, null));
    }
}
