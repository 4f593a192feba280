package dev.ralphdesk.goal.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Transitions and compare-and-set of the goal verbs, as tables. */
class GoalLifecycleTest {
    private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");
    private static final Instant T1 = T0.plusSeconds(60);
    private static final BlockReason STUCK = new BlockReason("stuck", "cannot go on");
    private static final GoalCompletion DONE = new GoalCompletion("verifier passed", "`make` passed (exit 0)", 2);

    private static GoalSnapshot goal(long revision, GoalPhase phase) {
        return new GoalSnapshot("g", revision, "ship it", phase, phase == GoalPhase.BLOCKED ? STUCK : null, 10, null,
                new GoalBudgets(1000L, null, null), null, null, phase == GoalPhase.COMPLETE ? DONE : null, T0, T0);
    }

    private static GoalSnapshot next(GoalSnapshot from, GoalPhase phase, BlockReason reason, GoalCompletion done) {
        return new GoalSnapshot(from.id(), from.revision() + 1, from.objective(), phase, reason, from.maxGoalRounds(),
                from.checkCommand(), from.budgets(), from.continuation(), from.verifierInstructions(), done,
                from.createdAt(), T1);
    }

    static Stream<Arguments> allowed() {
        GoalSnapshot active = goal(3, GoalPhase.ACTIVE);
        GoalSnapshot paused = goal(3, GoalPhase.PAUSED);
        GoalSnapshot blocked = goal(3, GoalPhase.BLOCKED);
        return Stream.of(
                Arguments.of("pause active", (Supplier<GoalSnapshot>) () -> GoalLifecycle.pause(active, active.ref(), T1),
                        next(active, GoalPhase.PAUSED, null, null)),
                Arguments.of("resume paused", (Supplier<GoalSnapshot>) () -> GoalLifecycle.resume(paused, null,
                        GoalSpend.NONE, T1), next(paused, GoalPhase.ACTIVE, null, null)),
                Arguments.of("resume blocked", (Supplier<GoalSnapshot>) () -> GoalLifecycle.resume(blocked, null,
                        GoalSpend.NONE, T1), next(blocked, GoalPhase.ACTIVE, null, null)),
                Arguments.of("block active", (Supplier<GoalSnapshot>) () -> GoalLifecycle.block(active, null, STUCK, T1),
                        next(active, GoalPhase.BLOCKED, STUCK, null)),
                Arguments.of("block paused", (Supplier<GoalSnapshot>) () -> GoalLifecycle.block(paused, null, STUCK, T1),
                        next(paused, GoalPhase.BLOCKED, STUCK, null)),
                Arguments.of("complete active", (Supplier<GoalSnapshot>) () -> GoalLifecycle.complete(active, null, DONE,
                        T1), next(active, GoalPhase.COMPLETE, null, DONE)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("allowed")
    void allowedTransitionsBumpTheRevision(String name, Supplier<GoalSnapshot> verb, GoalSnapshot expected) {
        assertEquals(expected, verb.get());
    }

    static Stream<Arguments> refused() {
        GoalSnapshot active = goal(3, GoalPhase.ACTIVE);
        GoalSnapshot paused = goal(3, GoalPhase.PAUSED);
        GoalSnapshot complete = goal(3, GoalPhase.COMPLETE);
        GoalSpend atCap = new GoalSpend(10, GoalUsage.ZERO);
        return Stream.of(
                Arguments.of("create while unfinished", GoalErrorCode.GOAL_ALREADY_EXISTS,
                        (Runnable) () -> GoalLifecycle.create(paused, GoalDraft.of("x"), "h", 256, T1)),
                Arguments.of("pause without a goal", GoalErrorCode.GOAL_NOT_FOUND,
                        (Runnable) () -> GoalLifecycle.pause(null, null, T1)),
                Arguments.of("pause with a stale revision", GoalErrorCode.GOAL_STALE_REVISION,
                        (Runnable) () -> GoalLifecycle.pause(active, new GoalRef("g", 2), T1)),
                Arguments.of("pause a replaced goal", GoalErrorCode.GOAL_STALE_REVISION,
                        (Runnable) () -> GoalLifecycle.pause(active, new GoalRef("other", 3), T1)),
                Arguments.of("pause paused", GoalErrorCode.GOAL_INVALID_TRANSITION,
                        (Runnable) () -> GoalLifecycle.pause(paused, null, T1)),
                Arguments.of("resume complete", GoalErrorCode.GOAL_INVALID_TRANSITION,
                        (Runnable) () -> GoalLifecycle.resume(complete, null, GoalSpend.NONE, T1)),
                Arguments.of("resume at the cap", GoalErrorCode.GOAL_INVALID_TRANSITION,
                        (Runnable) () -> GoalLifecycle.resume(paused, null, atCap, T1)),
                Arguments.of("complete twice", GoalErrorCode.GOAL_INVALID_TRANSITION,
                        (Runnable) () -> GoalLifecycle.complete(complete, null, DONE, T1)),
                Arguments.of("block complete", GoalErrorCode.GOAL_INVALID_TRANSITION,
                        (Runnable) () -> GoalLifecycle.block(complete, null, STUCK, T1)),
                Arguments.of("edit complete", GoalErrorCode.GOAL_INVALID_TRANSITION,
                        (Runnable) () -> GoalLifecycle.edit(complete, null, GoalEdit.objective("y"), GoalSpend.NONE, T1)),
                Arguments.of("edit with nothing", GoalErrorCode.GOAL_INVALID_EDIT,
                        (Runnable) () -> GoalLifecycle.edit(active, null, new GoalEdit(null, null, null, null, null,
                                null), GoalSpend.NONE, T1)),
                Arguments.of("edit to the same objective", GoalErrorCode.GOAL_INVALID_EDIT,
                        (Runnable) () -> GoalLifecycle.edit(active, null, GoalEdit.objective(" ship it "),
                                GoalSpend.NONE, T1)),
                Arguments.of("edit to an empty objective", GoalErrorCode.GOAL_INVALID_OBJECTIVE,
                        (Runnable) () -> GoalLifecycle.edit(active, null, GoalEdit.objective(" "), GoalSpend.NONE, T1)),
                Arguments.of("cap below the rounds started", GoalErrorCode.GOAL_INVALID_MAX_ROUNDS,
                        (Runnable) () -> GoalLifecycle.edit(active, null, new GoalEdit(null, 4, null, null, null, null),
                                new GoalSpend(5, GoalUsage.ZERO), T1)),
                Arguments.of("clear nothing", GoalErrorCode.GOAL_NOT_FOUND,
                        (Runnable) () -> GoalLifecycle.clear(null, null)),
                Arguments.of("extend without a raise", GoalErrorCode.GOAL_INVALID_MAX_ROUNDS,
                        (Runnable) () -> GoalLifecycle.extend(paused, null, BudgetExtension.rounds(10), atCap, T1)),
                Arguments.of("extend a budget that is not set", GoalErrorCode.GOAL_INVALID_EDIT,
                        (Runnable) () -> GoalLifecycle.extend(paused, null, new BudgetExtension(null, null, 2.0, null),
                                GoalSpend.NONE, T1)),
                Arguments.of("extend but still over another budget", GoalErrorCode.GOAL_INVALID_EDIT,
                        (Runnable) () -> GoalLifecycle.extend(paused, null, BudgetExtension.rounds(20),
                                new GoalSpend(3, new GoalUsage(1000, 0, false, Duration.ZERO)), T1)),
                Arguments.of("extend complete", GoalErrorCode.GOAL_INVALID_TRANSITION,
                        (Runnable) () -> GoalLifecycle.extend(complete, null, BudgetExtension.rounds(20),
                                GoalSpend.NONE, T1)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void refusedVerbsCarryTheirCode(String name, GoalErrorCode code, Runnable verb) {
        assertEquals(code, assertThrows(GoalException.class, verb::run).code());
    }

    @Test
    void createStartsAtRevisionOneWithTheDefaultCap() {
        GoalSnapshot created = GoalLifecycle.create(goal(2, GoalPhase.COMPLETE), GoalDraft.of("  next  "), "h", 256, T1);
        assertEquals(new GoalSnapshot("h", 1, "next", GoalPhase.ACTIVE, null, 256, null, null, null, null, null, T1,
                T1), created);
    }

    @Test
    void resumingAnActiveGoalIsNotADurableChange() {
        GoalSnapshot active = goal(3, GoalPhase.ACTIVE);
        assertSame(active, GoalLifecycle.resume(active, active.ref(), GoalSpend.NONE, T1));
    }

    @Test
    void extendRaisesAndResumesInOneStep() {
        GoalSnapshot blocked = new GoalSnapshot("g", 5, "ship it", GoalPhase.BLOCKED,
                new BlockReason(BlockReason.BUDGET_TOKENS, "used 1000 of 1000 tokens"), 10, null,
                new GoalBudgets(1000L, null, null), null, null, null, T0, T0);
        GoalSnapshot extended = GoalLifecycle.extend(blocked, blocked.ref(), BudgetExtension.tokens(5000),
                new GoalSpend(3, new GoalUsage(1000, 0, false, Duration.ZERO)), T1);
        assertEquals(new GoalSnapshot("g", 6, "ship it", GoalPhase.ACTIVE, null, 10, null,
                new GoalBudgets(5000L, null, null), null, null, null, T0, T1), extended);
    }

    @Test
    void clearLeavesATombstoneOnePastTheLastRevision() {
        assertEquals(new GoalTombstone("g", 4), GoalLifecycle.clear(goal(3, GoalPhase.PAUSED), new GoalRef("g", 3)));
    }
}
