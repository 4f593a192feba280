package dev.ralphdesk.core.model.scripted;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Conditions on a request, each a regular expression searched (not fully matched) in: the last
 * user message, the last message when it is a tool result, the system prompt, or the whole
 * request rendered as text; plus {@code lastRole}, the role of the last message. Named groups are
 * captured for {@code ${name}} placeholders.
 */
public record RequestMatch(String lastUserMessage, String lastToolResult, String system, String request,
        String lastRole) {
    public RequestMatch {
        if (lastRole != null && !List.of("user", "assistant", "tool").contains(lastRole)) {
            throw new IllegalArgumentException("lastRole must be user, assistant or tool, got '" + lastRole + "'");
        }
        for (String regex : new String[] {lastUserMessage, lastToolResult, system, request}) {
            if (regex != null) {
                try {
                    Pattern.compile(regex);
                } catch (PatternSyntaxException e) {
                    throw new IllegalArgumentException("invalid regular expression '" + regex + "': "
                            + e.getDescription());
                }
            }
        }
    }

    /** The captured named groups when every condition holds. */
    public Optional<Map<String, String>> match(ModelRequest req) {
        Map<String, String> captures = new HashMap<>();
        if (!find(lastUserMessage, req.lastUserText(), captures)
                || !find(lastToolResult, lastToolResultText(req.messages()), captures)
                || !find(system, req.systemPrompt(), captures)
                || !find(request, render(req), captures)
                || lastRole != null && !lastRole.equals(roleOfLast(req.messages()))) {
            return Optional.empty();
        }
        return Optional.of(captures);
    }

    private static boolean find(String regex, String text, Map<String, String> captures) {
        if (regex == null) {
            return true;
        }
        if (text == null) {
            return false;
        }
        Pattern pattern = Pattern.compile(regex, Pattern.DOTALL);
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            return false;
        }
        for (String name : groupNames(pattern.pattern())) {
            String value = matcher.group(name);
            if (value != null) {
                captures.put(name, value);
            }
        }
        return true;
    }

    private static List<String> groupNames(String regex) {
        Matcher names = Pattern.compile("\\(\\?<([a-zA-Z][a-zA-Z0-9]*)>").matcher(regex);
        List<String> found = new java.util.ArrayList<>();
        while (names.find()) {
            found.add(names.group(1));
        }
        return found;
    }

    private static String roleOfLast(List<ChatMessage> messages) {
        if (messages.isEmpty()) {
            return null;
        }
        ChatMessage last = messages.get(messages.size() - 1);
        return last instanceof ChatMessage.User ? "user" : last instanceof ChatMessage.Assistant ? "assistant" : "tool";
    }

    private static String lastToolResultText(List<ChatMessage> messages) {
        if (!messages.isEmpty() && messages.get(messages.size() - 1) instanceof ChatMessage.ToolResult result) {
            return result.content();
        }
        return null;
    }

    /** The request as plain text: system prompt, then each message as {@code role: content}. */
    static String render(ModelRequest req) {
        StringBuilder out = new StringBuilder("system: ").append(req.systemPrompt()).append('\n');
        for (ChatMessage message : req.messages()) {
            if (message instanceof ChatMessage.User user) {
                out.append("user: ").append(user.text());
            } else if (message instanceof ChatMessage.Assistant assistant) {
                out.append("assistant: ").append(assistant.text());
                assistant.toolCalls().forEach(c -> out.append(" [call ").append(c.name()).append(' ')
                        .append(c.arguments()).append(']'));
            } else if (message instanceof ChatMessage.ToolResult result) {
                out.append("tool ").append(result.toolName()).append(": ").append(result.content());
            } else {
                throw new IllegalStateException("unexpected message " + message);
            }
            out.append('\n');
        }
        return out.toString();
    }
}
