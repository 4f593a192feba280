package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.model.ChatMessage;

/**
 * A message of the history with its estimated tokens ({@link HistoryWindow#tokens}), estimated once
 * where it is first folded and kept with it: a resumed session's window (~430 KB of text at 100k
 * records) was estimated three times before its first request — by the window's fold, by the agent
 * holding it and by the request — each pass copying every text twice while the JVM is cold.
 */
public record EstimatedMessage(ChatMessage message, long tokens) {

    static EstimatedMessage of(ChatMessage message) {
        return new EstimatedMessage(message, HistoryWindow.tokens(message));
    }
}
