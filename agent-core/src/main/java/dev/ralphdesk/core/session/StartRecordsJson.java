package dev.ralphdesk.core.session;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.io.IOException;

/**
 * The JSON of the records a command writes before its first model request — a session's creation, a
 * turn's start and its message — written field by field, as the project's mapper writes them
 * (components in order, nulls left out, the origin with its {@code kind}). Jackson's first
 * serialization of a record introspects it by reflection — its accessors, annotations (a proxy class
 * for each annotation type) and the origin's subtypes —, 17–23 ms of CPU each for the first two in a
 * cold JVM, paid on the way to the first request. Reading them back stays Jackson's.
 */
final class StartRecordsJson {
    private StartRecordsJson() {
    }

    /** Writes the fields of {@code event} if it is one of these records; whether it was. */
    static boolean fields(JsonGenerator json, SessionEvent event) throws IOException {
        if (event instanceof SessionCreated created) {
            created(json, created);
        } else if (event instanceof TurnStarted started) {
            json.writeStringField("turnId", started.turnId());
            origin(json, started.origin());
        } else if (event instanceof UserMessage message) {
            json.writeStringField("turnId", message.turnId());
            json.writeStringField("text", message.text());
            origin(json, message.origin());
        } else {
            return false;
        }
        return true;
    }

    private static void created(JsonGenerator json, SessionCreated created) throws IOException {
        json.writeStringField("kind", created.kind());
        json.writeStringField("title", created.title());
        json.writeStringField("workspace", created.workspace());
        if (created.parentId() != null) {
            json.writeStringField("parentId", created.parentId());
        }
        if (created.forkSeq() != null) {
            json.writeNumberField("forkSeq", created.forkSeq());
        }
        if (created.runId() != null) {
            json.writeStringField("runId", created.runId());
        }
        if (created.round() != null) {
            json.writeNumberField("round", created.round());
        }
    }

    private static void origin(JsonGenerator json, InputOrigin origin) throws IOException {
        json.writeObjectFieldStart("origin");
        if (origin instanceof InputOrigin.Human) {
            json.writeStringField("kind", "human");
        } else if (origin instanceof InputOrigin.System) {
            json.writeStringField("kind", "system");
        } else if (origin instanceof InputOrigin.Goal goal) {
            json.writeStringField("kind", "goal");
            json.writeStringField("goalId", goal.goalId());
            json.writeNumberField("revision", goal.revision());
            json.writeNumberField("round", goal.round());
            if (goal.maxRounds() != null) {
                json.writeNumberField("maxRounds", goal.maxRounds());
            }
        } else {
            throw new IllegalArgumentException("unexpected origin " + origin.getClass().getName());
        }
        json.writeEndObject();
    }
}
