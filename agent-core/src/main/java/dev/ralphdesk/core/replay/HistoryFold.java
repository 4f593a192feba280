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
import java.util.function.Consumer;

/**
 * The model-visible history of a session, folded from its log: user messages, notes, assistant
 * messages with their tool calls (not the cut ones: the model never finished them), and tool results. A tool call left without a result (the
 * process died mid-call) gets an error result so the history stays valid for every provider.
 *
 * <p>An instance folds record by record; a user message or note closes every open call, so a fold
 * started at one of them gives the same messages from there on as a fold of the whole log.
 */
public final class HistoryFold {
    public static final String INTERRUPTED_RESULT = "The tool call was interrupted before it finished.";
    /** The record types that add to the history: a fold ignores every other. */
    public static final Set<String> TYPES = Set.of(UserMessage.TYPE, ContextNote.TYPE, AssistantMessage.TYPE,
            ToolCallFinished.TYPE);
    private final Set<String> open = new HashSet<>();
    private final List<AssistantMessage> pending = new ArrayList<>();

    public static List<ChatMessage> fold(List<LoggedEvent> events) {
        List<ChatMessage> history = new ArrayList<>();
        HistoryFold fold = new HistoryFold();
        for (LoggedEvent logged : events) {
            fold.add(logged, history::add);
        }
        fold.closeOpenCalls(history::add);
        return history;
    }

    /** Applies the next record; the messages it adds go to {@code out}. */
    public void add(LoggedEvent logged, Consumer<ChatMessage> out) {
        SessionEvent event = logged.event();
        if (event instanceof UserMessage user) {
            closeOpenCalls(out);
            out.accept(new ChatMessage.User(user.text()));
        } else if (event instanceof ContextNote note) {
            closeOpenCalls(out);
            out.accept(new ChatMessage.User(noteText(note.source(), note.text())));
        } else if (event instanceof AssistantMessage assistant && !assistant.wasCut()) {
            closeOpenCalls(out);
            out.accept(new ChatMessage.Assistant(assistant.text(), assistant.reasoning(), assistant.toolCalls()));
            assistant.toolCalls().forEach(call -> open.add(call.id()));
            pending.add(assistant);
        } else if (event instanceof ToolCallFinished result) {
            if (open.remove(result.callId())) {
                out.accept(new ChatMessage.ToolResult(result.callId(), result.name(), result.output(), result.error()));
            }
        }
    }

    /** How a harness note appears to the model. */
    public static String noteText(String source, String text) {
        return "[harness note from " + source + "]\n" + text;
    }

    /** Gives every call still open an interrupted result (the log ends, or the next message begins). */
    public void closeOpenCalls(Consumer<ChatMessage> out) {
        interruptedResults().forEach(out);
        open.clear();
        pending.clear();
    }

    /** The results {@link #closeOpenCalls} would give now, in its order; the calls stay open. */
    public List<ChatMessage> interruptedResults() {
        List<ChatMessage> results = new ArrayList<>();
        if (!open.isEmpty()) {
            for (AssistantMessage assistant : pending) {
                assistant.toolCalls().stream().filter(call -> open.contains(call.id())).forEach(call ->
                        results.add(new ChatMessage.ToolResult(call.id(), call.name(), INTERRUPTED_RESULT, true)));
            }
        }
        return results;
    }
}
