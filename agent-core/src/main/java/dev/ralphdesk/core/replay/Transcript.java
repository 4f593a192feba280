package dev.ralphdesk.core.replay;

import java.util.List;

/** The person-visible projection of a session log: its entries in log order. */
public record Transcript(List<TranscriptEntry> entries) {
    public static final Transcript EMPTY = new Transcript(List.of());

    public Transcript {
        entries = List.copyOf(entries);
    }

    /** User and assistant messages (the entries a "last N messages" screen counts). */
    public long messageCount() {
        return entries.stream().filter(Transcript::isMessage).count();
    }

    static boolean isMessage(TranscriptEntry entry) {
        return entry instanceof TranscriptEntry.UserText || entry instanceof TranscriptEntry.AssistantText;
    }
}
