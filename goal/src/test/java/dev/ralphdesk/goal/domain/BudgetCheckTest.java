package dev.ralphdesk.goal.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class BudgetCheckTest {
    private static final GoalSnapshot GOAL = new GoalSnapshot("g", 1, "o", GoalPhase.ACTIVE, null, 5, null,
            new GoalBudgets(1000L, 2.0, 600L), null, null, null, Instant.EPOCH, Instant.EPOCH);

    static Stream<Arguments> table() {
        return Stream.of(
                Arguments.of(4, 999, 1.99, 599, null, null),
                Arguments.of(5, 0, 0.0, 0, "round-limit", "stopped after 5 rounds (the cap) before the completion "
                        + "gate was satisfied"),
                Arguments.of(1, 1000, 0.0, 0, "budget-tokens", "stopped at the token budget: used 1000 of 1000 tokens"),
                Arguments.of(1, 10, 2.5, 0, "budget-cost", "stopped at the cost budget: spent $2.5000 of $2.0000"),
                Arguments.of(1, 10, 0.5, 600, "budget-time", "stopped at the time budget: worked 600 s of 600 s"));
    }

    @ParameterizedTest
    @MethodSource("table")
    void theFirstLimitReachedBlocks(int rounds, long tokens, double cost, long seconds, String code, String message) {
        GoalSpend spend = new GoalSpend(rounds, new GoalUsage(tokens, cost, cost > 0, Duration.ofSeconds(seconds)));
        Optional<BlockReason> expected = code == null ? Optional.empty() : Optional.of(new BlockReason(code, message));
        assertEquals(expected, BudgetCheck.exceeded(GOAL, spend));
    }
}
