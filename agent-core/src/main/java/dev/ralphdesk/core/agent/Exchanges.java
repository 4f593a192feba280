package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.model.ChatMessage;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A history as exchanges — a user message or harness note and everything after it up to the next —
 * with their estimated tokens ({@link EstimatedMessage}). {@link #trim} leaves out whole
 * exchanges from the front while the ones after them alone are over {@code keepTokens}: what is
 * left is always more than any request's history budget (which is under the context window), so
 * {@link HistoryWindow#fit} sends from it exactly what it would send from the whole history.
 */
final class Exchanges {
    private final long keepTokens;
    private final Deque<Exchange> exchanges = new ArrayDeque<>();
    private long total;
    private boolean leftOut;

    /** One exchange: the seq (or any tag) of its first message, its tokens and its messages. */
    static final class Exchange {
        final long start;
        final List<EstimatedMessage> messages;
        long tokens;

        Exchange(long start) {
            this.start = start;
            this.messages = new ArrayList<>();
        }
    }

    Exchanges(long keepTokens, boolean leftOut) {
        this.keepTokens = keepTokens;
        this.leftOut = leftOut;
    }

    /** Adds a message; a user message (or the first message) begins an exchange tagged {@code start}. */
    void add(long start, EstimatedMessage message) {
        if (message.message() instanceof ChatMessage.User || exchanges.isEmpty()) {
            exchanges.addLast(new Exchange(start));
        }
        Exchange last = exchanges.getLast();
        last.tokens += message.tokens();
        total += message.tokens();
        last.messages.add(message);
    }

    /** Leaves out the oldest exchanges while the newer ones alone are over the tokens to keep. */
    void trim() {
        while (exchanges.size() > 1 && total - exchanges.getFirst().tokens > keepTokens) {
            total -= exchanges.removeFirst().tokens;
            leftOut = true;
        }
    }

    /** Whether any exchange was left out (here or before the first one this instance was given). */
    boolean leftOut() {
        return leftOut;
    }

    /** The tag of the oldest exchange kept, or -1 when there is none. */
    long firstStart() {
        return exchanges.isEmpty() ? -1 : exchanges.getFirst().start;
    }

    int exchangeCount() {
        return exchanges.size();
    }

    /** The messages kept with their estimates, oldest first. */
    List<EstimatedMessage> messages() {
        List<EstimatedMessage> all = new ArrayList<>();
        exchanges.forEach(exchange -> all.addAll(exchange.messages));
        return all;
    }
}
