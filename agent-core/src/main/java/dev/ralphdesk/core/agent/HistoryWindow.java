package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.replay.HistoryFold;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToLongFunction;

/**
 * Fits the model-visible history into the model's context window. A long session (a goal of many
 * rounds, a chat reopened after weeks) would otherwise send its whole log with every request and
 * be refused with a context-length error. When the history is larger than the budget, the oldest
 * messages are left out — cut only where a user message begins, so every tool call keeps its
 * result — and a harness note says that some were left out. The newest exchange is always sent
 * whole, even when it alone is over the budget (the provider then reports the context length).
 * The session log keeps everything; only the request is shortened.
 */
public final class HistoryWindow {
    /** The source named in the note that replaces the left-out messages. */
    public static final String NOTE_SOURCE = "context";
    /**
     * The note in place of the left-out messages. It names no count: an agent holds only its newest
     * exchanges ({@link HeldHistory}), and the same text each time keeps a provider's prompt cache.
     */
    public static final String NOTE = HistoryFold.noteText(NOTE_SOURCE, "The oldest messages of this session are "
            + "not included, to fit the model's context window. The session log keeps them; the workspace is the "
            + "authority on what was done — inspect it rather than assume.");
    private static final int NOTE_TOKENS = 80;

    private HistoryWindow() {
    }

    /**
     * The history as sent: whole when its estimated size fits {@code budgetTokens}, else its newest
     * part behind a note.
     */
    public static List<ChatMessage> fit(List<ChatMessage> history, long budgetTokens) {
        return fit(history, i -> tokens(history.get(i)), budgetTokens);
    }

    /** {@link #fit}, with the estimate of the message at each position given ({@link EstimatedMessage}). */
    static List<ChatMessage> fit(List<ChatMessage> history, IntToLongFunction tokensAt, long budgetTokens) {
        long kept = 0;
        int cut = -1;
        for (int i = history.size() - 1; i >= 0; i--) {
            kept += tokensAt.applyAsLong(i);
            if (kept > budgetTokens && cut >= 0) {
                break;
            }
            if (history.get(i) instanceof ChatMessage.User) {
                cut = i;
            }
            if (i == 0 && kept <= budgetTokens) {
                return history;
            }
        }
        if (cut <= 0) {
            return history;
        }
        List<ChatMessage> window = new ArrayList<>(history.size() - cut + 1);
        window.add(new ChatMessage.User(NOTE));
        window.addAll(history.subList(cut, history.size()));
        return window;
    }

    /** The budget for the history of a request: the window less the answer and the fixed parts, in tokens. */
    public static long budgetTokens(int contextWindowTokens, int maxOutputTokens, String... fixedParts) {
        long budget = (long) contextWindowTokens - maxOutputTokens - NOTE_TOKENS;
        for (String part : fixedParts) {
            budget -= tokens(part);
        }
        return Math.max(0L, budget);
    }

    /**
     * A cautious estimate of the tokens a message adds to a request: a token per four ASCII
     * characters and one per other character (CJK text is about a token per character).
     */
    static long tokens(ChatMessage message) {
        if (message instanceof ChatMessage.User user) {
            return tokens(user.text());
        } else if (message instanceof ChatMessage.Assistant assistant) {
            long size = tokens(assistant.text()) + tokens(assistant.reasoning());
            for (ToolCall call : assistant.toolCalls()) {
                size += tokens(call.name()) + tokens(call.arguments()) + tokens(call.id());
            }
            return size;
        } else if (message instanceof ChatMessage.ToolResult result) {
            return tokens(result.content()) + tokens(result.callId());
        }
        throw new IllegalStateException("unexpected message type " + message.getClass().getName());
    }

    static long tokens(String text) {
        if (text == null) {
            return 0;
        }
        if (isAscii(text)) {
            return (text.length() + 3L) / 4 + 4;
        }
        long ascii = 0;
        long other = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < 0x80) {
                ascii++;
            } else {
                other++;
            }
        }
        return (ascii + 3) / 4 + other + 4;
    }

    /**
     * Whether every character is ASCII, asked of the JDK's string code rather than by a loop of ours:
     * a resumed session estimates its whole window (~430 KB) while the JIT is still busy with start-up,
     * and a loop over {@code charAt} ran interpreted there (~35 ms). UTF-8 is as long as the text only
     * when every character is ASCII or an unpaired surrogate (one {@code ?} byte each); only the first
     * decodes back to the same text.
     */
    private static boolean isAscii(String text) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        return utf8.length == text.length() && text.equals(new String(utf8, StandardCharsets.US_ASCII));
    }
}
