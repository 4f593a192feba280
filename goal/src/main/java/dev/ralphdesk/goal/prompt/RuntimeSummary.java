package dev.ralphdesk.goal.prompt;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ToolCall;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A mechanical summary of the latest work for compact rounds: one line per assistant answer and per
 * tool call with the start of its result, newest kept, at most {@code maxChars} characters. No
 * model call is made to write it.
 */
public final class RuntimeSummary {
    private static final int TEXT_CHARS = 300;
    private static final int ARGS_CHARS = 160;
    private static final int RESULT_CHARS = 200;

    private RuntimeSummary() {
    }

    public static String of(List<ChatMessage> history, int maxChars) {
        Map<String, ChatMessage.ToolResult> results = new HashMap<>();
        for (ChatMessage message : history) {
            if (message instanceof ChatMessage.ToolResult result) {
                results.put(result.callId(), result);
            }
        }
        Deque<String> lines = new ArrayDeque<>();
        int size = 0;
        for (int i = history.size() - 1; i >= 0 && size < maxChars; i--) {
            if (!(history.get(i) instanceof ChatMessage.Assistant assistant)) {
                continue;
            }
            Deque<String> own = new ArrayDeque<>();
            if (!assistant.text().isBlank()) {
                own.add("- said: " + oneLine(assistant.text(), TEXT_CHARS));
            }
            for (ToolCall call : assistant.toolCalls()) {
                ChatMessage.ToolResult result = results.get(call.id());
                String outcome = result == null ? "no result" : (result.error() ? "error: " : "ok: ")
                        + oneLine(result.content(), RESULT_CHARS);
                own.add("- " + call.name() + " " + oneLine(call.arguments(), ARGS_CHARS) + " → " + outcome);
            }
            while (!own.isEmpty()) {
                String line = own.removeLast();
                if (size + line.length() + 1 > maxChars) {
                    return String.join("\n", lines);
                }
                lines.addFirst(line);
                size += line.length() + 1;
            }
        }
        return String.join("\n", lines);
    }

    private static String oneLine(String text, int max) {
        String flat = text.strip().replaceAll("\\s+", " ");
        return flat.length() <= max ? flat : flat.substring(0, max) + "…";
    }
}
