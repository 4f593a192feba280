package dev.ralphdesk.ralph.run;

import dev.ralphdesk.core.session.SessionEvent;

/** The events a Ralph run appends to its parent session, each naming its run. */
public sealed interface RalphEvent extends SessionEvent
        permits RalphRunStarted, RalphRoundStarted, RalphRoundFinished, RalphRunFinished {

    String runId();
}
