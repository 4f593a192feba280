package dev.ralphdesk.core.git;

import dev.ralphdesk.core.session.LoggedEvent;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The checkpoints recorded in a chat, to find a round's: the one taken before it, and the one taken
 * before the next round of the same goal or run (its changes end there; for the latest round, at the
 * working tree now). Pure.
 */
public record ChatCheckpoints(List<CheckpointRecorded> all) {
    public ChatCheckpoints {
        all = List.copyOf(all);
    }

    public static ChatCheckpoints of(List<LoggedEvent> events) {
        return new ChatCheckpoints(events.stream().map(LoggedEvent::event)
                .filter(CheckpointRecorded.class::isInstance).map(CheckpointRecorded.class::cast).toList());
    }

    /**
     * The checkpoint before round {@code round} of goal or run {@code owner} ({@code work}: goal or
     * ralph); the latest if several.
     */
    public Optional<CheckpointRecorded> before(String work, String owner, int round) {
        return all.stream().filter(c -> c.work().equals(work) && c.owner().equals(owner) && c.round() == round)
                .reduce((first, second) -> second);
    }

    /** The checkpoint of the first later round of the same goal or run: where round {@code round}'s changes end. */
    public Optional<CheckpointRecorded> after(String work, String owner, int round) {
        return all.stream().filter(c -> c.work().equals(work) && c.owner().equals(owner) && c.round() > round)
                .min(Comparator.comparingInt(CheckpointRecorded::round));
    }
}
