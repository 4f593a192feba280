package dev.ralphdesk.goal.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.goal.domain.BlockReason;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** DESIGN §6 outcome mapping: a goal round's outcome → what happens to the goal. */
class OutcomeMappingTest {

    static Stream<Arguments> table() {
        return Stream.of(
                Arguments.of(TurnOutcome.completed(), OutcomeMapping.Effect.CONTINUE, null, null),
                Arguments.of(TurnOutcome.cancelled(CancelReason.SESSION_CLOSED), OutcomeMapping.Effect.PAUSE, null,
                        null),
                Arguments.of(TurnOutcome.cancelled(CancelReason.SHUTDOWN), OutcomeMapping.Effect.PAUSE, null, null),
                Arguments.of(new TurnOutcome(TurnOutcome.Kind.CANCELLED, null, "stopped by request"),
                        OutcomeMapping.Effect.PAUSE, null, null),
                Arguments.of(TurnOutcome.cancelled(CancelReason.PERSON), OutcomeMapping.Effect.STOPPED, null, null),
                Arguments.of(TurnOutcome.cancelled(CancelReason.INTERRUPTED), OutcomeMapping.Effect.STOPPED, null,
                        null),
                Arguments.of(new TurnOutcome(TurnOutcome.Kind.USAGE_LIMITED, "usage-limited", "HTTP 429"),
                        OutcomeMapping.Effect.BLOCK, "usage-limited",
                        "the provider's rate limit or quota stopped the round: HTTP 429"),
                Arguments.of(TurnOutcome.error("network", "connection reset"), OutcomeMapping.Effect.BLOCK,
                        "turn-error", "the round failed (network): connection reset"),
                Arguments.of(TurnOutcome.of(TurnOutcome.Kind.MAX_TOKENS, ""), OutcomeMapping.Effect.BLOCK,
                        "max-tokens", "the model hit its output token limit"),
                Arguments.of(TurnOutcome.of(TurnOutcome.Kind.REFUSED, ""), OutcomeMapping.Effect.BLOCK, "refused",
                        "the model refused or its output was filtered"),
                Arguments.of(TurnOutcome.of(TurnOutcome.Kind.STEP_LIMIT, "Stopped after 64 steps."),
                        OutcomeMapping.Effect.BLOCK, "step-limit",
                        "the round reached the per-turn step cap: Stopped after 64 steps."));
    }

    @ParameterizedTest
    @MethodSource("table")
    void mapsTheOutcome(TurnOutcome outcome, OutcomeMapping.Effect effect, String code, String message) {
        BlockReason reason = code == null ? null : new BlockReason(code, message);
        assertEquals(new OutcomeMapping.Mapped(effect, reason), OutcomeMapping.map(outcome));
    }
}
