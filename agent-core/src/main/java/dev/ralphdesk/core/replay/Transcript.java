package dev.ralphdesk.core.replay;

import java.util.List;
import java.util.Optional;

/** The person-visible projection of a session log: rows in log order and the turns they belong to. */
public record Transcript(List<TranscriptEntry> entries, List<TurnSummary> turns) {
    public static final Transcript EMPTY = new Transcript(List.of(), List.of());

    public Transcript {
        entries = List.copyOf(entries);
        turns = List.copyOf(turns);
    }

    /** User and assistant messages (the rows a "last N messages" screen counts). */
    public long messageCount() {
        return entries.stream().filter(Transcript::isMessage).count();
    }

    public Optional<TurnSummary> turn(String turnId) {
        return turns.stream().filter(t -> t.turnId().equals(turnId)).findFirst();
    }

    static boolean isMessage(TranscriptEntry entry) {
        return entry instanceof TranscriptEntry.UserText || entry instanceof TranscriptEntry.AssistantText;
    }
}
