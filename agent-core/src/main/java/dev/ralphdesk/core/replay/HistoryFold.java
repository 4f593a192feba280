package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The model-visible history of a session, folded from its log: user messages, notes, assistant
 * messages with their tool calls (not the cut ones: the model never finished them), and tool results. A tool call left without a result (the
 * process died mid-call) gets an error result so the history stays valid for every provider.
 */
public final class HistoryFold {
    public static final String INTERRUPTED_RESULT = "The tool call was interrupted before it finished.";

    private HistoryFold() {
    }

    public static List<ChatMessage> fold(List<LoggedEvent> events) {
        List<ChatMessage> history = new ArrayList<>();
        Set<String> open = new HashSet<>();
        List<AssistantMessage> pending = new ArrayList<>();
        for (LoggedEvent logged : events) {
            SessionEvent event = logged.event();
            if (event instanceof UserMessage user) {
                closeOpenCalls(history, open, pending);
                history.add(new ChatMessage.User(user.text()));
            } else if (event instanceof ContextNote note) {
                closeOpenCalls(history, open, pending);
                history.add(new ChatMessage.User(noteText(note.source(), note.text())));
            } else if (event instanceof AssistantMessage assistant && !assistant.wasCut()) {
                closeOpenCalls(history, open, pending);
                history.add(new ChatMessage.Assistant(assistant.text(), assistant.reasoning(), assistant.toolCalls()));
                assistant.toolCalls().forEach(call -> open.add(call.id()));
                pending.add(assistant);
            } else if (event instanceof ToolCallFinished result) {
                if (open.remove(result.callId())) {
                    history.add(new ChatMessage.ToolResult(result.callId(), result.name(), result.output(), result.error()));
                }
            }
        }
        closeOpenCalls(history, open, pending);
        return history;
    }

    /** How a harness note appears to the model. */
    public static String noteText(String source, String text) {
        return "[harness note from " + source + "]\n" + text;
    }

    private static void closeOpenCalls(List<ChatMessage> history, Set<String> open, List<AssistantMessage> pending) {
        if (!open.isEmpty()) {
            for (AssistantMessage assistant : pending) {
                assistant.toolCalls().stream().filter(call -> open.contains(call.id())).forEach(call ->
                        history.add(new ChatMessage.ToolResult(call.id(), call.name(), INTERRUPTED_RESULT, true)));
            }
            open.clear();
        }
        pending.clear();
    }
}
