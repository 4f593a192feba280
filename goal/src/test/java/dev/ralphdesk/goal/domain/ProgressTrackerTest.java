package dev.ralphdesk.goal.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ProgressTrackerTest {
    private final ProgressTracker tracker = new ProgressTracker(3);

    @Test
    void threeRoundsWithoutChangeOrNewsAreStuck() {
        assertEquals(Optional.empty(), tracker.roundFinished(false, List.of()));
        assertEquals(Optional.empty(), tracker.roundFinished(false, List.of()));
        assertEquals(Optional.of("3 rounds in a row changed nothing in the workspace and produced no new verifier "
                + "evidence"), tracker.roundFinished(false, List.of()));
    }

    @Test
    void aWorkspaceChangeOrNewEvidenceResetsTheCount() {
        tracker.roundFinished(false, List.of());
        tracker.roundFinished(true, List.of());
        tracker.roundFinished(false, List.of());
        tracker.roundFinished(false, List.of(ProgressTracker.evidenceKey("mvn test", false, "2 failures")));
        assertEquals(0, tracker.idleRounds());
        tracker.call("write_file", "{}", "ok", false, true);
        assertEquals(Optional.empty(), tracker.roundFinished(false, List.of()));
        assertEquals(0, tracker.idleRounds());
    }

    @Test
    void evidenceThatDiffersOnlyInNumbersIsNotNews() {
        String first = ProgressTracker.evidenceKey("mvn test", false, "Tests run: 5, Failures: 1, Time: 0.52 s");
        String again = ProgressTracker.evidenceKey("mvn test", false, "Tests run: 5, Failures: 1, Time: 0.61 s");
        tracker.roundFinished(false, List.of(first));
        tracker.roundFinished(false, List.of(again));
        tracker.roundFinished(false, List.of(again));
        assertEquals(Optional.of("3 rounds in a row changed nothing in the workspace and produced no new verifier "
                + "evidence"), tracker.roundFinished(false, List.of(again)));
    }

    @Test
    void theSameCallAndResultThreeTimesInTheLastFiveTrips() {
        assertEquals(Optional.empty(), tracker.call("shell", "{\"command\":\"ls\"}", "a", false, false));
        assertEquals(Optional.empty(), tracker.call("read_file", "{\"path\":\"a\"}", "x", false, false));
        assertEquals(Optional.empty(), tracker.call("shell", "{\"command\":\"ls\"}", "a", false, false));
        assertEquals(Optional.empty(), tracker.call("shell", "{\"command\":\"ls\"}", "b", false, false));
        assertEquals(Optional.of("the same shell call with the same arguments and result came 3 times in the last 5 "
                + "calls"), tracker.call("shell", "{\"command\":\"ls\"}", "a", false, false));
    }

    @Test
    void repeatsFurtherApartThanFiveCallsDoNotTrip() {
        tracker.call("shell", "ls", "a", false, false);
        tracker.call("shell", "ls", "a", false, false);
        for (int i = 0; i < 4; i++) {
            tracker.call("read_file", "f" + i, "x", false, false);
        }
        assertEquals(Optional.empty(), tracker.call("shell", "ls", "a", false, false));
    }
}
