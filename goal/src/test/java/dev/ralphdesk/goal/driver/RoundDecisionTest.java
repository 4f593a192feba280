package dev.ralphdesk.goal.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalSpend;
import dev.ralphdesk.goal.domain.GoalUsage;
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
    private static final RoundDecision.Facts NOTHING = new RoundDecision.Facts(null, null, null);
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

    private static RoundDecision decided(RoundDecision.Kind kind) {
        return new RoundDecision(kind, null, false);
    }

    private static RoundDecision blocked(String code, String message, boolean closing) {
        return new RoundDecision(RoundDecision.Kind.BLOCK, new BlockReason(code, message), closing);
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
                        new RoundDecision(RoundDecision.Kind.ALREADY_SETTLED, null, true)),
                Arguments.of(goal("g", 3, GoalPhase.BLOCKED, new BlockReason("stuck", "needs a key")), done, NOTHING,
                        new RoundDecision(RoundDecision.Kind.ALREADY_SETTLED, null, true)),
                Arguments.of(goal("g", 3, GoalPhase.BLOCKED, new BlockReason(BlockReason.TURN_ERROR, "failed")),
                        done, NOTHING, decided(RoundDecision.Kind.ALREADY_SETTLED)),
                Arguments.of(goal("g", 3, GoalPhase.PAUSED, null), done, NOTHING,
                        decided(RoundDecision.Kind.ALREADY_SETTLED)),
                Arguments.of(goal("g", 2, GoalPhase.COMPLETE, null), done, NOTHING,
                        decided(RoundDecision.Kind.ALREADY_SETTLED)),
                // an active goal: the outcome mapping
                Arguments.of(active(), done, NOTHING, decided(RoundDecision.Kind.CONTINUE)),
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
                        new RoundDecision.Facts(TOKENS, null, FAILED_TESTS),
                        blocked(BlockReason.BUDGET_TOKENS, TOKENS.message() + "; last evidence: "
                                + FAILED_TESTS.describe(), true)),
                Arguments.of(active(), TurnOutcome.error("network", "reset"),
                        new RoundDecision.Facts(TOKENS, "the same call 5 times", null),
                        blocked(BlockReason.BUDGET_TOKENS, TOKENS.message() + "; no verifier evidence yet", true)),
                Arguments.of(active(), TurnOutcome.cancelled(CancelReason.DRIVER),
                        new RoundDecision.Facts(null, "the same call 5 times", null),
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
}
