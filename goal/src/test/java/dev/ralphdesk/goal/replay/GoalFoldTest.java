package dev.ralphdesk.goal.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.core.testing.CheckpointTables;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalTombstone;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.event.GoalChange;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The goal fold as a table: events in, the whole replayed state out. */
class GoalFoldTest {
    private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");
    private static final VerifierEvidence PASSED = new VerifierEvidence("shell", "c1", "mvn test", true, 0, "ok", T0,
            false);

    static Stream<Arguments> table() {
        GoalSnapshot g1 = snap("g", 1, GoalPhase.ACTIVE, 2);
        GoalSnapshot g2paused = snap("g", 2, GoalPhase.PAUSED, 2);
        GoalSnapshot g2complete = snap("g", 2, GoalPhase.COMPLETE, 2);
        GoalSnapshot h1 = snap("h", 1, GoalPhase.ACTIVE, 5);
        return Stream.of(
                row("no events: no goal", List.of(), GoalFold.fold(List.of())),
                row("create", List.of(change(g1)), state(g1, 0, 0, GoalUsage.ZERO, null, null)),
                row("create then pause", List.of(change(g1), change(g2paused)),
                        state(g2paused, 0, 0, GoalUsage.ZERO, null, null)),
                row("gap in revisions", List.of(change(g1), change(snap("g", 3, GoalPhase.PAUSED, 2))),
                        state(g1, 0, 0, GoalUsage.ZERO, null, "goal record invalid at record 2 (goal/change): gap: "
                                + "revision 3 of goal g follows revision 1")),
                row("stale revision", List.of(change(g1), change(g2paused), change(snap("g", 2, GoalPhase.ACTIVE, 2))),
                        state(g2paused, 0, 0, GoalUsage.ZERO, null, "goal record invalid at record 3 (goal/change): "
                                + "stale revision 2 of goal g after revision 2")),
                row("second goal while one is unfinished", List.of(change(g1), change(h1)),
                        state(g1, 0, 0, GoalUsage.ZERO, null, "goal record invalid at record 2 (goal/change): a new "
                                + "goal h while goal g is still active")),
                row("new goal after a complete one starts afresh",
                        List.of(change(g1), round("g", 1, 1), change(g2complete), change(h1)),
                        state(h1, 0, 0, GoalUsage.ZERO, null, null)),
                row("a new goal must start at revision 1", List.of(change(snap("h", 2, GoalPhase.ACTIVE, 5))),
                        state(null, 0, 0, GoalUsage.ZERO, null, "goal record invalid at record 1 (goal/change): goal h "
                                + "starts at revision 2 (gap: expected 1)")),
                row("clear", List.of(change(g1), round("g", 1, 1), tombstone("g", 2)),
                        state(null, 0, 0, GoalUsage.ZERO, null, null)),
                row("clear with a stale revision", List.of(change(g1), change(g2paused), tombstone("g", 2)),
                        state(g2paused, 0, 0, GoalUsage.ZERO, null, "goal record invalid at record 3 (goal/change): "
                                + "stale revision 2 of goal g after revision 2")),
                row("a cleared goal never comes back", List.of(change(g1), tombstone("g", 2), change(snap("g", 3,
                        GoalPhase.ACTIVE, 2))), state(null, 0, 0, GoalUsage.ZERO, null, "goal record invalid at "
                                + "record 3 (goal/change): goal g was cleared and cannot change again")),
                row("goal rounds count", List.of(change(g1), round("g", 1, 1), round("g", 1, 2)),
                        state(g1, 2, 2, GoalUsage.ZERO, null, null)),
                row("a round over the cap", List.of(change(g1), round("g", 1, 1), round("g", 1, 2), round("g", 1, 3)),
                        state(g1, 3, 3, GoalUsage.ZERO, null, "goal record invalid at record 4 (user/message): round 3 "
                                + "of goal g is over its cap of 2")),
                row("a round number that repeats", List.of(change(g1), round("g", 1, 1), round("g", 1, 1)),
                        state(g1, 1, 1, GoalUsage.ZERO, null, "goal record invalid at record 3 (user/message): round 1 "
                                + "of goal g repeats or goes back (after round 1)")),
                row("a round of a revision never recorded", List.of(change(g1), round("g", 2, 1)),
                        state(g1, 0, 0, GoalUsage.ZERO, null, "goal record invalid at record 2 (user/message): round 1 "
                                + "claims revision 2 of goal g, which was never recorded")),
                row("rounds of another goal (admitted before a clear) are not counted",
                        List.of(change(g1), tombstone("g", 2), change(h1), round("g", 1, 1)),
                        state(h1, 0, 0, GoalUsage.ZERO, null, null)),
                row("human messages end a run of goal rounds",
                        List.of(change(h1), round("h", 1, 1), round("h", 1, 2), human(), round("h", 1, 3)),
                        state(h1, 3, 1, GoalUsage.ZERO, null, null)),
                row("usage and wall time of goal rounds only", List.of(change(h1),
                        new TurnStarted("t1", new InputOrigin.Goal("h", 1, 1)), round("h", 1, 1),
                        new ModelUsage("t1", 1, "scripted", "m", new Usage(70, 30, 0), 0.25),
                        new TurnFinished("t1", TurnOutcome.completed(), 1),
                        new TurnStarted("t2", InputOrigin.human()), human(),
                        new ModelUsage("t2", 1, "scripted", "m", new Usage(500, 500, 0), 9.0),
                        new TurnFinished("t2", TurnOutcome.completed(), 1)),
                        state(h1, 1, 0, new GoalUsage(100, 0.25, true, Duration.ofSeconds(3)), null, null)),
                row("last verifier evidence since the goal exists", List.of(
                        new EvidenceRecorded("t0", PASSED.markWrittenAfter()), change(h1),
                        new EvidenceRecorded("t1", PASSED)),
                        state(h1, 0, 0, GoalUsage.ZERO, PASSED, null)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void foldsTheLogIntoTheGoal(String name, List<SessionEvent> events, GoalReplay expected) {
        assertEquals(expected, GoalFold.fold(logged(events)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void foldingInPartsGivesWhatOneFoldGives(String name, List<SessionEvent> events, GoalReplay expected) {
        List<LoggedEvent> log = logged(events);
        for (int split = 0; split <= log.size(); split++) {
            GoalFold fold = GoalFold.start();
            fold.add(log.subList(0, split));
            assertEquals(expected, fold.add(log.subList(split, log.size())), "split after record " + split);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void aCheckpointAtAnySeqPlusTheRecordsAfterItIsTheFullFold(String name, List<SessionEvent> events,
            GoalReplay expected) {
        List<LoggedEvent> log = logged(events);
        SessionInfo info = new SessionInfo(new SessionId("s"), SessionKind.CHAT, "t", "/w", null, null, T0, T0,
                log.size(), false, java.util.Map.of());
        CheckpointTables.checkpointAtAnySeqPlusTailIsTheFullFold(new GoalCheckpointFold((id, fold) -> { }), info, log);
        for (int at = 0; at <= log.size(); at++) {
            GoalFold before = GoalFold.start();
            before.add(log.subList(0, at));
            GoalFold restored = GoalFold.restore(before.save());
            assertEquals(expected, restored.add(log.subList(at, log.size())), "checkpoint after record " + at);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void aCopyAtAnySeqGoesOnIndependentlyOfItsOriginal(String name, List<SessionEvent> events, GoalReplay expected) {
        List<LoggedEvent> log = logged(events);
        for (int at = 0; at <= log.size(); at++) {
            GoalFold original = GoalFold.start();
            GoalReplay before = original.add(log.subList(0, at));
            GoalFold copy = original.copy();
            assertEquals(before, copy.replay(), "copy after record " + at);
            assertEquals(original.lastSeq(), copy.lastSeq(), "copy after record " + at);
            assertEquals(expected, copy.add(log.subList(at, log.size())), "copy after record " + at);
            assertEquals(before, original.replay(), "original after its copy was fed, record " + at);
            assertEquals(expected, original.add(log.subList(at, log.size())), "original after record " + at);
        }
    }

    @Test
    void aGoalTurnOrClearedGoalFoldedIntoACopyStaysOutOfTheOriginal() {
        GoalSnapshot g1 = snap("g", 1, GoalPhase.ACTIVE, 5);
        List<LoggedEvent> log = logged(List.of(change(g1), new TurnStarted("t1", new InputOrigin.Goal("g", 1, 1)),
                round("g", 1, 1), new TurnFinished("t1", TurnOutcome.completed(), 1), tombstone("g", 2),
                change(snap("g", 3, GoalPhase.ACTIVE, 5))));
        GoalFold original = GoalFold.start();
        original.add(log.subList(0, 1));
        String saved = original.save();
        original.copy().add(log.subList(1, 5));
        assertEquals(saved, original.save());
        assertEquals(GoalFold.fold(log), original.add(log.subList(1, log.size())));
    }

    @Test
    void anUnreadableSavedFoldIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> GoalFold.restore("{\"rounds\": \"many\"}"));
    }

    @Test
    void aRecordFoldedTwiceIsRefused() {
        List<LoggedEvent> log = logged(List.of(change(snap("g", 1, GoalPhase.ACTIVE, 2)), human()));
        GoalFold fold = GoalFold.start();
        fold.add(log);
        assertThrows(IllegalArgumentException.class, () -> fold.add(log.subList(1, 2)));
    }

    private static Arguments row(String name, List<SessionEvent> events, GoalReplay expected) {
        return Arguments.of(name, events, expected);
    }

    private static GoalReplay state(GoalSnapshot goal, int rounds, int consecutive, GoalUsage usage,
            VerifierEvidence evidence, String violation) {
        return new GoalReplay(goal, rounds, consecutive, usage, evidence, violation);
    }

    /** One event per second, seq from 1. */
    private static List<LoggedEvent> logged(List<SessionEvent> events) {
        List<LoggedEvent> out = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            out.add(new LoggedEvent(i + 1, T0.plusSeconds(i), events.get(i)));
        }
        return out;
    }

    static GoalSnapshot snap(String id, long revision, GoalPhase phase, int maxRounds) {
        BlockReason reason = phase == GoalPhase.BLOCKED ? new BlockReason("x", "y") : null;
        GoalCompletion done = phase == GoalPhase.COMPLETE ? new GoalCompletion("verifier passed", "", 1) : null;
        return new GoalSnapshot(id, revision, "objective", phase, reason, maxRounds, null, null, null, null, done, T0,
                T0);
    }

    private static GoalChange change(GoalSnapshot snapshot) {
        return GoalChange.of(snapshot);
    }

    private static GoalChange tombstone(String id, long revision) {
        return GoalChange.clear(new GoalTombstone(id, revision));
    }

    private static UserMessage round(String goal, long revision, int round) {
        return new UserMessage("t", "continue", new InputOrigin.Goal(goal, revision, round));
    }

    private static UserMessage human() {
        return new UserMessage("t", "hello", InputOrigin.human());
    }
}
