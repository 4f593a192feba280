package dev.ralphdesk.goal.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.DecodedEvent;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.goal.event.GoalChange;
import java.time.Instant;
import java.util.Collections;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GoalSnapshotTest {
    private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");

    static GoalSnapshot snapshot(String objective, GoalPhase phase, BlockReason reason, int rounds,
            GoalCompletion completion) {
        return new GoalSnapshot("goal-1", 1, objective, phase, reason, rounds, null, null, null, null, completion, T0,
                T0);
    }

    static Stream<Arguments> invalid() {
        BlockReason reason = new BlockReason("stuck", "no way on");
        return Stream.of(
                Arguments.of("empty objective", GoalErrorCode.GOAL_INVALID_OBJECTIVE,
                        (Supplier<Object>) () -> snapshot("  ", GoalPhase.ACTIVE, null, 5, null)),
                Arguments.of("objective too long", GoalErrorCode.GOAL_INVALID_OBJECTIVE,
                        (Supplier<Object>) () -> snapshot("x".repeat(4001), GoalPhase.ACTIVE, null, 5, null)),
                Arguments.of("zero rounds", GoalErrorCode.GOAL_INVALID_MAX_ROUNDS,
                        (Supplier<Object>) () -> snapshot("o", GoalPhase.ACTIVE, null, 0, null)),
                Arguments.of("too many rounds", GoalErrorCode.GOAL_INVALID_MAX_ROUNDS,
                        (Supplier<Object>) () -> snapshot("o", GoalPhase.ACTIVE, null, 100_001, null)),
                Arguments.of("blocked without a reason", GoalErrorCode.GOAL_INVALID_BLOCK_REASON,
                        (Supplier<Object>) () -> snapshot("o", GoalPhase.BLOCKED, null, 5, null)),
                Arguments.of("active with a reason", GoalErrorCode.GOAL_INVALID_BLOCK_REASON,
                        (Supplier<Object>) () -> snapshot("o", GoalPhase.ACTIVE, reason, 5, null)),
                Arguments.of("complete without a certificate", GoalErrorCode.GOAL_INVALID_TRANSITION,
                        (Supplier<Object>) () -> snapshot("o", GoalPhase.COMPLETE, null, 5, null)),
                Arguments.of("reason code not kebab-case", GoalErrorCode.GOAL_INVALID_BLOCK_REASON,
                        (Supplier<Object>) () -> new BlockReason("Missing_Key", "no key")),
                Arguments.of("reason without a message", GoalErrorCode.GOAL_INVALID_BLOCK_REASON,
                        (Supplier<Object>) () -> new BlockReason("missing-key", " ")),
                Arguments.of("negative token budget", GoalErrorCode.GOAL_INVALID_EDIT,
                        (Supplier<Object>) () -> new GoalBudgets(-1L, null, null)),
                Arguments.of("unknown continuation", GoalErrorCode.GOAL_INVALID_EDIT,
                        (Supplier<Object>) () -> ContinuationMode.fromWire("forget-everything")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalid")
    void invalidValuesAreRefusedWithTheirCode(String name, GoalErrorCode code, Supplier<Object> value) {
        assertEquals(code, assertThrows(GoalException.class, value::get).code());
    }

    @Test
    void theObjectiveIsKeptVerbatimButTrimmed() {
        assertEquals("fix  the \"build\"", snapshot("  fix  the \"build\"\n", GoalPhase.ACTIVE, null, 5, null)
                .objective());
    }

    @Test
    void goalChangeRoundTripsThroughTheCatalogAndKeepsThePhaseColumn() {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        catalog.register(GoalChange.EVENT_TYPE);
        GoalSnapshot goal = new GoalSnapshot("goal-1", 3, "ship", GoalPhase.BLOCKED, new BlockReason("budget-cost",
                "spent $1"), 9, "make check", new GoalBudgets(10L, 1.0, 60L), ContinuationMode.COMPACT, "run make check",
                null, T0, T0.plusSeconds(5));
        GoalChange change = GoalChange.of(goal);
        assertEquals(new DecodedEvent.Known(change), catalog.decode(GoalChange.TYPE, 1, catalog.encode(change)));
        GoalChange clear = GoalChange.clear(new GoalTombstone("goal-1", 4));
        assertEquals(new DecodedEvent.Known(clear), catalog.decode(GoalChange.TYPE, 1, catalog.encode(clear)));
        assertEquals(java.util.Map.of("goalPhase", "blocked"), change.indexColumns());
        assertEquals(Collections.singletonMap("goalPhase", null), clear.indexColumns());
    }

    @Test
    void aMalformedRecordDecodesAsMalformed() {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        catalog.register(GoalChange.EVENT_TYPE);
        String blockedWithoutReason = Json.write(Json.object().set("goal", Json.object().put("id", "g")
                .put("revision", 1).put("objective", "o").put("phase", "blocked").put("maxGoalRounds", 3)
                .put("createdAt", T0.toString()).put("updatedAt", T0.toString())));
        DecodedEvent decoded = catalog.decode(GoalChange.TYPE, 1, blockedWithoutReason);
        assertEquals(DecodedEvent.Malformed.class, decoded.getClass());
    }
}
