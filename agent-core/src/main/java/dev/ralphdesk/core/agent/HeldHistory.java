package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.model.ChatMessage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The model-visible history an agent holds in memory: not the whole folded log, only the newest
 * exchanges worth more than its context window, behind the note that older messages are left out.
 * The older ones are dropped between turns ({@link #trim}), never during one, so positions in
 * {@link #messages} a turn hook takes stay valid for that turn. Each message is held with its
 * estimate ({@link EstimatedMessage}), which a request's window reuses.
 */
final class HeldHistory {
    private static final EstimatedMessage NOTE = EstimatedMessage.of(new ChatMessage.User(HistoryWindow.NOTE));
    private final Exchanges exchanges;
    private int size;

    /**
     * @param initial the history from the oldest exchange kept, estimated (see {@link HistoryWindowFold})
     * @param leftOut whether older messages of the session are not in {@code initial}
     */
    HeldHistory(long keepTokens, List<EstimatedMessage> initial, boolean leftOut) {
        this.exchanges = new Exchanges(keepTokens, leftOut);
        for (EstimatedMessage message : initial) {
            exchanges.add(size++, message);
        }
        trim();
    }

    void add(ChatMessage message) {
        exchanges.add(size++, EstimatedMessage.of(message));
    }

    void trim() {
        exchanges.trim();
    }

    /** What a request is built from: the note when older messages are left out, then the messages held. */
    List<ChatMessage> messages() {
        List<EstimatedMessage> held = estimated();
        List<ChatMessage> all = new ArrayList<>(held.size());
        for (EstimatedMessage message : held) {
            all.add(message.message());
        }
        return Collections.unmodifiableList(all);
    }

    /** {@link #messages} with their estimates. */
    List<EstimatedMessage> estimated() {
        List<EstimatedMessage> kept = exchanges.messages();
        if (!exchanges.leftOut()) {
            return Collections.unmodifiableList(kept);
        }
        List<EstimatedMessage> all = new ArrayList<>(kept.size() + 1);
        all.add(NOTE);
        all.addAll(kept);
        return Collections.unmodifiableList(all);
    }
}
