package dev.ralphdesk.ralph.testing;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;

/** Everything a model request carries, as text: system prompt, messages, tool calls and results. */
public final class RequestText {
    private RequestText() {
    }

    public static String of(ModelRequest request) {
        StringBuilder out = new StringBuilder(request.systemPrompt()).append('\n');
        for (ChatMessage message : request.messages()) {
            if (message instanceof ChatMessage.User user) {
                out.append(user.text());
            } else if (message instanceof ChatMessage.Assistant assistant) {
                out.append(assistant.text());
                assistant.toolCalls().forEach(call -> out.append(call.name()).append(call.arguments()));
            } else if (message instanceof ChatMessage.ToolResult result) {
                out.append(result.content());
            } else {
                throw new IllegalStateException("unexpected message " + message);
            }
            out.append('\n');
        }
        return out.toString();
    }
}
