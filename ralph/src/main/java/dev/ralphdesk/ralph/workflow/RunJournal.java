package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.ralph.run.RalphEvent;

/** Appends a run's events to its parent session, then tells the run's listeners. */
final class RunJournal {
    private final SessionStore store;
    private final RunBroadcast broadcast;
    private final SessionId parent;

    RunJournal(SessionStore store, RunBroadcast broadcast, SessionId parent) {
        this.store = store;
        this.broadcast = broadcast;
        this.parent = parent;
    }

    void append(RalphEvent event) {
        broadcast.publish(store.append(parent, event));
    }
}
