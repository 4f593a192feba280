package dev.ralphdesk.core.model.openai;

import dev.ralphdesk.core.model.ChatMessage;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which assistant messages send their {@code reasoning_content} back, as DeepSeek documents for its
 * thinking mode: between two user messages where the model called no tool, earlier reasoning is not
 * part of the context (it is left out); between two user messages where it called tools, the
 * reasoning of every assistant message there must be passed back in all later requests.
 */
final class ReasoningReplay {

    private ReasoningReplay() {
    }

    /** Indexes into {@code messages} of the assistant messages whose reasoning is sent. */
    static Set<Integer> carried(List<ChatMessage> messages) {
        Set<Integer> carried = new HashSet<>();
        int segmentStart = 0;
        for (int i = 0; i <= messages.size(); i++) {
            if (i == messages.size() || messages.get(i) instanceof ChatMessage.User) {
                if (callsTools(messages, segmentStart, i)) {
                    for (int j = segmentStart; j < i; j++) {
                        if (messages.get(j) instanceof ChatMessage.Assistant) {
                            carried.add(j);
                        }
                    }
                }
                segmentStart = i + 1;
            }
        }
        return carried;
    }

    /** Whether any assistant message recorded reasoning, i.e. the conversation runs in thinking mode. */
    static boolean thinkingSeen(List<ChatMessage> messages) {
        for (ChatMessage message : messages) {
            if (message instanceof ChatMessage.Assistant assistant && assistant.reasoning() != null
                    && !assistant.reasoning().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    private static boolean callsTools(List<ChatMessage> messages, int from, int to) {
        for (int i = from; i < to; i++) {
            if (messages.get(i) instanceof ChatMessage.Assistant assistant && !assistant.toolCalls().isEmpty()) {
                return true;
            }
        }
        return false;
    }
}
