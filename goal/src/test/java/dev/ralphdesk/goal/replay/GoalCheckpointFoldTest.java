package dev.ralphdesk.goal.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.event.GoalChange;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a session opened for work hands the goal registry: a fold of its own in the checkpointed state. */
class GoalCheckpointFoldTest {
    private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");
    private static final SessionInfo INFO = new SessionInfo(new SessionId("s"), SessionKind.CHAT, "t", "/w", null, null,
            T0, T0, 2, false, Map.of());

    @Test
    void anOpenedSessionHandsOverACopyThatGoesOnIndependently() {
        Map<SessionId, GoalFold> handed = new HashMap<>();
        GoalCheckpointFold checkpoint = new GoalCheckpointFold(handed::put);
        GoalCheckpointFold.State state = checkpoint.start(INFO);
        state.add(new LoggedEvent(1, T0, GoalChange.of(GoalFoldTest.snap("g", 1, GoalPhase.ACTIVE, 3))));
        String saved = state.save();

        checkpoint.opened(INFO, state);
        GoalFold copy = handed.get(INFO.id());
        assertEquals(saved, copy.save());
        copy.add(List.of(new LoggedEvent(2, T0, new UserMessage("t", "go on", new InputOrigin.Goal("g", 1, 1)))));

        assertEquals(1, copy.replay().roundsStarted());
        assertEquals(saved, state.save());
        checkpoint.opened(INFO, state);
        assertNotSame(copy, handed.get(INFO.id()));
        assertEquals(saved, handed.get(INFO.id()).save());
    }
}
