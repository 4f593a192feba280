package dev.ralphdesk.goal.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The goal fold's saved state, written field by field, is the text the mapper writes for it. */
class GoalFoldJsonTest {
    private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");

    @Test
    void savedStatesAreWrittenExactlyAsTheMapperWritesThem() {
        GoalSnapshot goal = new GoalSnapshot("goal-1", 4, "fix \"the\" build\nü </script>", GoalPhase.BLOCKED,
                new BlockReason("no-progress", "nothing changed"), 20, "mvn -q test",
                new GoalBudgets(50_000L, 1.5, 1800L), ContinuationMode.COMPACT, null, null, T0, T0.plusSeconds(5));
        VerifierEvidence evidence = new VerifierEvidence("shell", "c9", "mvn -q test", false, 1, "3 tests failing", T0,
                true);
        Map<String, Instant> turns = new TreeMap<>(Map.of("t2", T0.plusNanos(1_500), "t1", T0));
        Set<String> cleared = new TreeSet<>(Set.of("g0", "g-1"));
        for (GoalFold.Saved saved : List.of(
                new GoalFold.Saved(null, 0, 0, 0, 0, 0.0, false, 0, null, new TreeMap<>(), new TreeSet<>(), 0, null),
                new GoalFold.Saved(goal, 7, 3, 9, 123_456_789_012L, 0.0123, true, 65_000_000_001L, evidence, turns,
                        cleared, 4_242, null),
                new GoalFold.Saved(null, 1, 1, 1, 1, 1.0E-7, true, 1, null, turns, cleared, 9,
                        "goal record invalid at record 9 (goal/change): \"x\""))) {
            assertEquals(Json.write(saved), GoalFold.write(saved));
        }
    }

    @Test
    void aFoldSavedByHandIsRestoredToTheSameState() {
        GoalFold fold = GoalFold.start();
        assertEquals(fold.save(), GoalFold.restore(fold.save()).save());
    }
}
