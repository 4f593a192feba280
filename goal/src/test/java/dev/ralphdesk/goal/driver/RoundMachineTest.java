package dev.ralphdesk.goal.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.driver.RoundState.Closing;
import dev.ralphdesk.goal.driver.RoundState.ClosingQueued;
import dev.ralphdesk.goal.driver.RoundState.Fenced;
import dev.ralphdesk.goal.driver.RoundState.FollowUp;
import dev.ralphdesk.goal.driver.RoundState.Reserved;
import dev.ralphdesk.goal.driver.RoundState.RoundStart;
import dev.ralphdesk.goal.driver.RoundState.Running;
import dev.ralphdesk.goal.driver.RoundState.Settled;
import dev.ralphdesk.goal.driver.RoundState.Settling;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The goal driver's state machine as a table: state × what happened → next state. */
class RoundMachineTest {
    private static final AgentHandle A = agent("a");
    private static final AgentHandle B = agent("b");
    private static final GoalRef R2 = new GoalRef("g", 2);
    private static final GoalRef R3 = new GoalRef("g", 3);
    private static final InputOrigin.Goal ROUND = new InputOrigin.Goal("g", 2, 4, 10);
    private static final RoundStart START = new RoundStart(7, false, Instant.EPOCH, null);
    private static final BlockReason TOKENS = new BlockReason(BlockReason.BUDGET_TOKENS, "used 1000 of 1000 tokens");
    private static final RoundState IDLE = RoundMachine.IDLE;
    private static final RoundState HELD = RoundMachine.HELD;
    private static final RoundState RESERVED = new Reserved(A, R2);
    private static final RoundState ADMITTED = new Running(A, ROUND, null, null, null, null);
    private static final RoundState RUNNING = new Running(A, ROUND, "t1", START, null, null);
    private static final RoundState SETTLING = new Settling(ROUND, null, null);
    private static final RoundState CLOSING_ADMITTED = new Closing(true, null, -1);
    private static final RoundState CLOSING = new Closing(true, "t1", 9);

    private static AgentHandle agent(String name) {
        return (AgentHandle) Proxy.newProxyInstance(AgentHandle.class.getClassLoader(),
                new Class<?>[] {AgentHandle.class}, (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "toString":
                            return "agent " + name;
                        case "hashCode":
                            return System.identityHashCode(proxy);
                        case "equals":
                            return proxy == args[0];
                        default:
                            throw new UnsupportedOperationException(method.getName());
                    }
                });
    }

    private static Arguments row(String step, RoundState before, UnaryOperator<RoundState> what, RoundState after) {
        return Arguments.of(step, before, what, after);
    }

    /** A step the machine refuses leaves the state as it was (the shell then does nothing). */
    private static UnaryOperator<RoundState> orSame(java.util.function.Function<RoundState, Optional<RoundState>> f) {
        return state -> f.apply(state).orElse(state);
    }

    static Stream<Arguments> table() {
        UnaryOperator<RoundState> reserveA = orSame(s -> RoundMachine.reserve(s, A, R2));
        UnaryOperator<RoundState> admitA = orSame(s -> RoundMachine.admit(s, A, R2, ROUND));
        return Stream.of(
                // a reservation only from rest, and not while held after an abnormal turn
                row("reserve", IDLE, reserveA, RESERVED),
                row("reserve", HELD, reserveA, HELD),
                row("reserve", new Reserved(A, R3), reserveA, new Reserved(A, R3)),
                row("reserve", RUNNING, reserveA, RUNNING),
                row("reserve", new Settled(FollowUp.NEXT_ROUND), reserveA, new Settled(FollowUp.NEXT_ROUND)),
                row("reserve", new ClosingQueued(A), reserveA, new ClosingQueued(A)),
                // admission: only the reservation of this agent for this revision
                row("admit", RESERVED, admitA, ADMITTED),
                row("admit", new Reserved(A, R3), admitA, new Reserved(A, R3)),
                row("admit", new Reserved(B, R2), admitA, new Reserved(B, R2)),
                row("admit", HELD, admitA, HELD),
                row("refuse", RESERVED, RoundMachine::refuse, IDLE),
                row("refuse", HELD, RoundMachine::refuse, HELD),
                // the admitted round's turn starts, or is fenced when the goal changed in between
                row("round turn starts", ADMITTED, s -> RoundMachine.started(s, "t1", ROUND, true, START, 7), RUNNING),
                row("stale round turn starts", ADMITTED, s -> RoundMachine.started(s, "t1", ROUND, false, null, 7),
                        new Fenced("t1")),
                row("other round's turn starts", ADMITTED, s -> RoundMachine.started(s, "t1",
                        new InputOrigin.Goal("g", 2, 5, 10), true, START, 7), new Fenced("t1")),
                row("unadmitted round turn starts", IDLE, s -> RoundMachine.started(s, "t1", ROUND, true, START, 7),
                        new Fenced("t1")),
                row("closing turn starts", CLOSING_ADMITTED,
                        s -> RoundMachine.started(s, "t1", InputOrigin.system(), false, null, 9), CLOSING),
                row("human turn starts", CLOSING_ADMITTED,
                        s -> RoundMachine.started(s, "t1", InputOrigin.human(), false, null, 9), CLOSING_ADMITTED),
                row("human turn starts", RESERVED,
                        s -> RoundMachine.started(s, "t1", InputOrigin.human(), false, null, 9), RESERVED),
                // what the driver sees while the round runs, recorded once and only for its turn
                row("budget runs out", RUNNING, s -> RoundMachine.budgetStopped(s, "t1", TOKENS),
                        new Running(A, ROUND, "t1", START, TOKENS, null)),
                row("budget runs out again", new Running(A, ROUND, "t1", START, TOKENS, null),
                        s -> RoundMachine.budgetStopped(s, "t1", new BlockReason(BlockReason.BUDGET_COST, "spent")),
                        new Running(A, ROUND, "t1", START, TOKENS, null)),
                row("budget runs out in another turn", RUNNING, s -> RoundMachine.budgetStopped(s, "t2", TOKENS),
                        RUNNING),
                row("breaker trips", RUNNING, s -> RoundMachine.stalled(s, "t1", "same call 5 times"),
                        new Running(A, ROUND, "t1", START, null, "same call 5 times")),
                // a turn ends: the driver's own are settled; another turn sets or lifts the hold
                row("round turn ends", RUNNING, s -> RoundMachine.ended(s, "t1", false), SETTLING),
                row("fenced turn ends", new Fenced("t1"), s -> RoundMachine.ended(s, "t1", false),
                        new Settled(FollowUp.NEXT_ROUND)),
                row("closing turn ends", CLOSING, s -> RoundMachine.ended(s, "t1", false),
                        new Settled(FollowUp.NEXT_ROUND)),
                row("another turn ends abnormally", IDLE, s -> RoundMachine.ended(s, "t9", false), HELD),
                row("another turn ends normally", HELD, s -> RoundMachine.ended(s, "t9", true), IDLE),
                row("the turn ahead of a reservation fails", RESERVED, s -> RoundMachine.ended(s, "t9", false), HELD),
                row("the turn ahead of a reservation ends", RESERVED, s -> RoundMachine.ended(s, "t9", true),
                        RESERVED),
                row("another turn ends before the closing", new ClosingQueued(A),
                        s -> RoundMachine.ended(s, "t9", false), new ClosingQueued(A)),
                row("another turn ends during a round", RUNNING, s -> RoundMachine.ended(s, "t9", true), RUNNING),
                row("settled", SETTLING, s -> RoundMachine.settled(s, FollowUp.CLOSING),
                        new Settled(FollowUp.CLOSING)),
                // the queue entry is done: the follow-up applies; anything still pending is over
                row("entry done", new Settled(FollowUp.CLOSING), s -> RoundMachine.entryDone(s, A),
                        new ClosingQueued(A)),
                row("entry done", new Settled(FollowUp.NEXT_ROUND), s -> RoundMachine.entryDone(s, A), IDLE),
                row("entry done", new Settled(FollowUp.HOLD), s -> RoundMachine.entryDone(s, A), HELD),
                row("entry failed", RESERVED, s -> RoundMachine.entryDone(s, A), IDLE),
                row("entry failed in its turn", RUNNING, s -> RoundMachine.entryDone(s, A), IDLE),
                row("closing refused", new ClosingQueued(A), s -> RoundMachine.entryDone(s, A), IDLE),
                row("refused entry done", HELD, s -> RoundMachine.entryDone(s, A), HELD),
                row("refused entry done", IDLE, s -> RoundMachine.entryDone(s, A), IDLE),
                // the closing request's admission
                row("admit closing", new ClosingQueued(A),
                        orSame(s -> RoundMachine.admitClosing(s, A, true)), CLOSING_ADMITTED),
                row("admit closing for another agent", new ClosingQueued(B),
                        orSame(s -> RoundMachine.admitClosing(s, A, true)), new ClosingQueued(B)),
                // the person's go lifts a hold, also one still waiting for its queue entry
                row("go", HELD, RoundMachine::go, IDLE),
                row("go", new Settled(FollowUp.HOLD), RoundMachine::go, new Settled(FollowUp.NEXT_ROUND)),
                row("go", new Settled(FollowUp.CLOSING), RoundMachine::go, new Settled(FollowUp.CLOSING)),
                row("go", RUNNING, RoundMachine::go, RUNNING));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("table")
    void steps(String step, RoundState before, UnaryOperator<RoundState> what, RoundState after) {
        assertEquals(after, what.apply(before));
    }

    @Test
    void onlyIdleIsAtRest() {
        assertTrue(RoundMachine.atRest(IDLE));
        assertTrue(RoundMachine.atRest(HELD));
        for (RoundState busy : new RoundState[] {RESERVED, ADMITTED, RUNNING, new Fenced("t1"), SETTLING,
                new Settled(FollowUp.NEXT_ROUND), new ClosingQueued(A), CLOSING_ADMITTED, CLOSING}) {
            assertFalse(RoundMachine.atRest(busy), busy.toString());
        }
    }

    @Test
    void theDriverOwnsItsRoundsFencedAndClosingTurnsOnly() {
        assertTrue(RoundMachine.owns(RUNNING, "t1"));
        assertTrue(RoundMachine.owns(new Fenced("t1"), "t1"));
        assertTrue(RoundMachine.owns(CLOSING, "t1"));
        assertFalse(RoundMachine.owns(RUNNING, "t2"));
        assertFalse(RoundMachine.owns(ADMITTED, "t1"));
        assertFalse(RoundMachine.owns(RESERVED, "t1"));
    }

    @Test
    void onlyASettlingRoundIsSettledOrJudged() {
        assertThrows(IllegalStateException.class, () -> RoundMachine.settled(RUNNING, FollowUp.NEXT_ROUND));
        assertThrows(IllegalStateException.class, () -> RoundMachine.judging(IDLE, null, null));
    }
}
