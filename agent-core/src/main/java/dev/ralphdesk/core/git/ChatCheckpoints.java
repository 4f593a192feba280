package dev.ralphdesk.core.git;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.NoticePosted;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The checkpoints recorded in a chat, to find a round's: the one taken before it, and the one taken
 * before the next round of the same goal or run (its changes end there; for the latest round, at the
 * working tree now); and, when the chat could not be checkpointed at all, why ({@code unavailable},
 * the text of its {@code checkpoint-unavailable} notice, else empty). Pure.
 */
public record ChatCheckpoints(List<CheckpointRecorded> all, String unavailable) {
    public static final String UNAVAILABLE = "checkpoint-unavailable";

    public ChatCheckpoints {
        all = List.copyOf(all);
        unavailable = unavailable == null ? "" : unavailable;
    }

    public ChatCheckpoints(List<CheckpointRecorded> all) {
        this(all, "");
    }

    public static ChatCheckpoints of(List<LoggedEvent> events) {
        List<CheckpointRecorded> all = new ArrayList<>();
        String unavailable = "";
        for (LoggedEvent logged : events) {
            if (logged.event() instanceof CheckpointRecorded checkpoint) {
                all.add(checkpoint);
            } else if (logged.event() instanceof NoticePosted notice && notice.code().equals(UNAVAILABLE)
                    && !notice.args().isEmpty()) {
                unavailable = notice.args().get(0);
            }
        }
        return new ChatCheckpoints(all, unavailable);
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

    /** Where a round's changes begin and end; empty when no checkpoint was taken before it. */
    public Optional<RoundSpan> span(String work, String owner, int round) {
        return before(work, owner, round).map(start -> new RoundSpan(start, after(work, owner, round).orElse(null)));
    }

    /** Every checkpointed round once (its latest checkpoint), in the order the rounds were first checkpointed. */
    public List<CheckpointRecorded> rounds() {
        Map<String, CheckpointRecorded> latest = new LinkedHashMap<>(); // a key keeps its first place
        for (CheckpointRecorded checkpoint : all) {
            latest.put(checkpoint.work() + "\0" + checkpoint.owner() + "\0" + checkpoint.round(), checkpoint);
        }
        return List.copyOf(latest.values());
    }
}
