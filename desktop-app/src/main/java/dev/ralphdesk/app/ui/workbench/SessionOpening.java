package dev.ralphdesk.app.ui.workbench;

import dev.ralphdesk.core.event.AgentEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One opening of a session. Its live batches arrive here from the moment it is opened (before its
 * log is read, so none falls between the read and the listening); they wait until its transcript
 * is shown, then pass straight on. UI thread only.
 */
final class SessionOpening {
    private final long generation;
    private final List<List<AgentEvent>> early = new ArrayList<>();
    private Consumer<List<AgentEvent>> live;

    SessionOpening(long generation) {
        this.generation = generation;
    }

    long generation() {
        return generation;
    }

    /** A frame's batch of the session's live events. */
    void accept(List<AgentEvent> batch) {
        if (live == null) {
            early.add(batch);
        } else {
            live.accept(batch);
        }
    }

    /** The transcript is shown: returns the batches that waited; later ones go to {@code next}. */
    List<List<AgentEvent>> shown(Consumer<List<AgentEvent>> next) {
        live = next;
        List<List<AgentEvent>> waited = List.copyOf(early);
        early.clear();
        return waited;
    }
}
