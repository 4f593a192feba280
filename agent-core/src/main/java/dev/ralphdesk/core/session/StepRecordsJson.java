package dev.ralphdesk.core.session;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.io.IOException;

/**
 * The JSON of the records of a tool step — the call, its verifier evidence and its result — field by
 * field, as the project's mapper writes them (components in order, nulls left out, a time as its ISO-8601
 * text). Jackson's first serialization of a record introspects it by reflection (a proxy class per
 * annotation type, then a generated accessor): 5–15 ms each in a cold JVM, all of them in a command's
 * first tool step. Reading them back stays Jackson's.
 */
final class StepRecordsJson {
    private StepRecordsJson() {
    }

    /** Writes the fields of {@code event} if it is one of these records; whether it was. */
    static boolean fields(JsonGenerator json, SessionEvent event) throws IOException {
        if (event instanceof ToolCallStarted call) {
            json.writeStringField("turnId", call.turnId());
            json.writeStringField("callId", call.callId());
            json.writeStringField("name", call.name());
            json.writeStringField("arguments", call.arguments());
        } else if (event instanceof EvidenceRecorded recorded) {
            if (recorded.turnId() != null) {
                json.writeStringField("turnId", recorded.turnId());
            }
            json.writeObjectFieldStart("evidence");
            evidence(json, recorded.evidence());
            json.writeEndObject();
        } else if (event instanceof ToolCallFinished result) {
            result(json, result);
        } else {
            return false;
        }
        return true;
    }

    private static void evidence(JsonGenerator json, VerifierEvidence evidence) throws IOException {
        json.writeStringField("tool", evidence.tool());
        json.writeStringField("callId", evidence.callId());
        json.writeStringField("command", evidence.command());
        json.writeBooleanField("passed", evidence.passed());
        if (evidence.exitCode() != null) {
            json.writeNumberField("exitCode", evidence.exitCode().intValue());
        }
        json.writeStringField("output", evidence.output());
        json.writeStringField("time", evidence.time().toString());
        json.writeBooleanField("writtenAfter", evidence.writtenAfter());
    }

    private static void result(JsonGenerator json, ToolCallFinished result) throws IOException {
        json.writeStringField("turnId", result.turnId());
        json.writeStringField("callId", result.callId());
        json.writeStringField("name", result.name());
        json.writeStringField("output", result.output());
        json.writeBooleanField("error", result.error());
        if (result.exitCode() != null) {
            json.writeNumberField("exitCode", result.exitCode().intValue());
        }
        json.writeNumberField("fullSize", result.fullSize());
        if (result.blob() != null) {
            json.writeStringField("blob", result.blob());
        }
        if (result.storedSize() != null) {
            json.writeNumberField("storedSize", result.storedSize().longValue());
        }
    }
}
