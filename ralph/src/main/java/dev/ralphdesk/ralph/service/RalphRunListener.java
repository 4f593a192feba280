package dev.ralphdesk.ralph.service;

import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphResult;

/**
 * The live stream of one run's rounds, for the timeline view and the CLI. Called on the run's
 * background thread; a UI hops to its own thread. A new subscriber first gets the rounds so far.
 */
public interface RalphRunListener {

    /** The run's view changed (any event); the other callbacks say what happened. */
    default void changed(RunView run) {
    }

    default void roundStarted(RoundView round) {
    }

    default void roundFinished(RoundView round) {
    }

    /** The terminal value, after every child has stopped. */
    default void runFinished(RalphResult result) {
    }
}
