package dev.ralphdesk.core.session;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The records a model-visible history is folded from — user and assistant messages, harness notes,
 * tool results — read field by field ({@link JsonFields}) instead of bound by Jackson's data binding:
 * its first reader of a record type introspects the type by reflection, and binding is slow while the
 * JVM is cold. A resumed session decodes its history window (~600 records at 100k) before its first
 * request; the binding of those was the largest part of what a resume costs over a new session (README,
 * Performance). Only payloads of the shape the catalog writes are read here; for any other — a field
 * unknown or repeated, a value of another JSON type, a record its constructor refuses — {@link #read}
 * gives null and the catalog binds the payload, so the result is always what the binding gives.
 */
final class HistoryRecordsJson {
    private static final Set<String> USER = Set.of("turnId", "text", "origin");
    private static final Set<String> NOTE = Set.of("source", "text");
    private static final Set<String> ASSISTANT = Set.of("turnId", "step", "text", "reasoning", "toolCalls", "cut");
    private static final Set<String> CALL = Set.of("id", "name", "arguments");
    private static final Set<String> RESULT = Set.of("turnId", "callId", "name", "output", "error", "exitCode",
            "fullSize", "blob", "storedSize");
    private static final Set<String> PLAIN_ORIGIN = Set.of("kind");
    private static final Set<String> GOAL_ORIGIN = Set.of("kind", "goalId", "revision", "round", "maxRounds");

    private HistoryRecordsJson() {
    }

    /** The record of type {@code type} in {@code payload}, or null when the binding is to read it. */
    static SessionEvent read(String type, String payload) {
        try {
            if (UserMessage.TYPE.equals(type)) {
                JsonFields json = JsonFields.of(payload, USER);
                return new UserMessage(json.text("turnId"), json.text("text"), origin(json.object("origin")));
            } else if (ContextNote.TYPE.equals(type)) {
                JsonFields json = JsonFields.of(payload, NOTE);
                return new ContextNote(json.text("source"), json.text("text"));
            } else if (AssistantMessage.TYPE.equals(type)) {
                JsonFields json = JsonFields.of(payload, ASSISTANT);
                return new AssistantMessage(json.text("turnId"), json.intNumber("step"), json.text("text"),
                        json.text("reasoning"), calls(json.objects("toolCalls")), json.optionalFlag("cut"));
            } else if (ToolCallFinished.TYPE.equals(type)) {
                JsonFields json = JsonFields.of(payload, RESULT);
                return new ToolCallFinished(json.text("turnId"), json.text("callId"), json.text("name"),
                        json.text("output"), json.flag("error"), json.optionalInt("exitCode"),
                        json.wholeNumber("fullSize"), json.text("blob"), json.optionalNumber("storedSize"));
            }
            return null;
        } catch (JsonFields.Unfit | RuntimeException e) {
            // not the shape written here, or refused by the record: the binding reads it (and says why)
            return null;
        }
    }

    private static List<ToolCall> calls(List<JsonFields> objects) throws JsonFields.Unfit {
        if (objects == null) {
            return null;
        }
        List<ToolCall> calls = new ArrayList<>(objects.size());
        for (JsonFields call : objects) {
            call.only(CALL);
            calls.add(new ToolCall(call.text("id"), call.text("name"), call.text("arguments")));
        }
        return calls;
    }

    private static InputOrigin origin(JsonFields origin) throws JsonFields.Unfit {
        if (origin == null) {
            return null;
        }
        String kind = origin.text("kind");
        if ("human".equals(kind)) {
            origin.only(PLAIN_ORIGIN);
            return new InputOrigin.Human();
        } else if ("system".equals(kind)) {
            origin.only(PLAIN_ORIGIN);
            return new InputOrigin.System();
        } else if ("goal".equals(kind)) {
            origin.only(GOAL_ORIGIN);
            return new InputOrigin.Goal(origin.text("goalId"), origin.wholeNumber("revision"), origin.intNumber("round"),
                    origin.optionalInt("maxRounds"));
        }
        throw new JsonFields.Unfit();
    }
}
