package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.ralph.run.RalphEvent;
import java.time.Clock;

/** Appends a run's events to its parent session, then tells the run's listeners. */
final class RunJournal {
    private final SessionStore store;
    private final RunBroadcast broadcast;
    private final SessionId parent;
    private final Clock clock;

    RunJournal(SessionStore store, RunBroadcast broadcast, SessionId parent, Clock clock) {
        this.store = store;
        this.broadcast = broadcast;
        this.parent = parent;
        this.clock = clock;
    }

    void append(RalphEvent event) {
        long seq = store.append(parent, event);
        broadcast.publish(new LoggedEvent(seq, clock.instant(), event));
    }
}
