package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.model.ChatMessage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The model-visible history an agent holds in memory: not the whole folded log, only the newest
 * exchanges worth more than its context window, behind the note that older messages are left out.
 * The older ones are dropped between turns ({@link #trim}), never during one, so positions in
 * {@link #messages} a turn hook takes stay valid for that turn.
 */
final class HeldHistory {
    private final Exchanges exchanges;
    private int size;

    /**
     * @param initial the history from the oldest exchange kept (see {@link HistoryWindowFold})
     * @param leftOut whether older messages of the session are not in {@code initial}
     */
    HeldHistory(long keepTokens, List<ChatMessage> initial, boolean leftOut) {
        this.exchanges = new Exchanges(keepTokens, true, leftOut);
        initial.forEach(this::add);
        trim();
    }

    void add(ChatMessage message) {
        exchanges.add(size++, message);
    }

    void trim() {
        exchanges.trim();
    }

    /** What a request is built from: the note when older messages are left out, then the messages held. */
    List<ChatMessage> messages() {
        List<ChatMessage> kept = exchanges.messages();
        if (!exchanges.leftOut()) {
            return Collections.unmodifiableList(kept);
        }
        List<ChatMessage> all = new ArrayList<>(kept.size() + 1);
        all.add(new ChatMessage.User(HistoryWindow.NOTE));
        all.addAll(kept);
        return Collections.unmodifiableList(all);
    }
}
