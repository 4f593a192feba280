package dev.ralphdesk.core.checkpoint;

import dev.ralphdesk.core.session.LoggedEvent;
import java.util.Optional;

/**
 * The state of one checkpointed fold for one session, fed the session's events in seq order. Pure:
 * no I/O. Not thread-safe; its owner feeds and saves it under one lock.
 */
public interface FoldState {

    /** Applies the next event. */
    void add(LoggedEvent logged);

    /** The state so far, as text its fold's {@link CheckpointFold#restore} reads back. */
    String save();

    /** The first record that breaks the fold's rules, named for the person; the session is then read-only. */
    default Optional<String> violation() {
        return Optional.empty();
    }
}
