package dev.ralphdesk.core.git;

import dev.ralphdesk.core.session.EventType;
import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/**
 * The workspace was checkpointed before a round: {@code work} is {@code goal} (a goal round of this
 * chat) or {@code ralph} (a Ralph round, run in child session {@code session}); {@code owner} the goal
 * or run id; {@code commit} the checkpoint commit on private ref {@code ref}. Recorded in the chat
 * the round belongs to, so its goal rounds and Ralph timeline find the checkpoints.
 */
public record CheckpointRecorded(String work, String owner, int round, String session, String commit, String ref)
        implements SessionEvent {
    public static final String TYPE = "checkpoint/recorded";
    public static final EventType<CheckpointRecorded> EVENT_TYPE = new EventType<>(TYPE, 1, CheckpointRecorded.class);
    public static final String GOAL = "goal";
    public static final String RALPH = "ralph";

    public CheckpointRecorded {
        Objects.requireNonNull(work, "work");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(commit, "commit");
        Objects.requireNonNull(ref, "ref");
        if (round < 1) {
            throw new IllegalArgumentException("a round is 1 or more, not " + round);
        }
    }

    @Override
    public String type() {
        return TYPE;
    }
}
