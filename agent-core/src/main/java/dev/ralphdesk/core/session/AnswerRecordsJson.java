package dev.ralphdesk.core.session;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import java.io.IOException;

/**
 * The JSON of the records written after a model's answer — the answer, its usage and the turn's end —
 * field by field, as the project's mapper writes them (components in order, nulls left out, an enum by
 * its name). Jackson's first serialization of a record introspects it by reflection: 2–6 ms each in a
 * cold JVM, paid between the last answer and the command's exit (the end of a turn is written once per
 * turn, so it is cold in every command). Reading them back stays Jackson's.
 */
final class AnswerRecordsJson {
    private AnswerRecordsJson() {
    }

    /** Writes the fields of {@code event} if it is one of these records; whether it was. */
    static boolean fields(JsonGenerator json, SessionEvent event) throws IOException {
        if (event instanceof AssistantMessage answer) {
            answer(json, answer);
        } else if (event instanceof ModelUsage usage) {
            usage(json, usage);
        } else if (event instanceof TurnFinished finished) {
            finished(json, finished);
        } else {
            return false;
        }
        return true;
    }

    private static void answer(JsonGenerator json, AssistantMessage answer) throws IOException {
        json.writeStringField("turnId", answer.turnId());
        json.writeNumberField("step", answer.step());
        json.writeStringField("text", answer.text());
        if (answer.reasoning() != null) {
            json.writeStringField("reasoning", answer.reasoning());
        }
        json.writeArrayFieldStart("toolCalls");
        for (ToolCall call : answer.toolCalls()) {
            json.writeStartObject();
            json.writeStringField("id", call.id());
            json.writeStringField("name", call.name());
            json.writeStringField("arguments", call.arguments());
            json.writeEndObject();
        }
        json.writeEndArray();
        if (answer.cut() != null) {
            json.writeBooleanField("cut", answer.cut());
        }
    }

    private static void usage(JsonGenerator json, ModelUsage record) throws IOException {
        json.writeStringField("turnId", record.turnId());
        json.writeNumberField("step", record.step());
        if (record.provider() != null) {
            json.writeStringField("provider", record.provider());
        }
        if (record.model() != null) {
            json.writeStringField("model", record.model());
        }
        Usage usage = record.usage();
        json.writeObjectFieldStart("usage");
        json.writeNumberField("inputTokens", usage.inputTokens());
        json.writeNumberField("outputTokens", usage.outputTokens());
        json.writeNumberField("cachedTokens", usage.cachedTokens());
        json.writeEndObject();
        if (record.costUsd() != null) {
            json.writeNumberField("costUsd", record.costUsd().doubleValue());
        }
    }

    private static void finished(JsonGenerator json, TurnFinished finished) throws IOException {
        json.writeStringField("turnId", finished.turnId());
        TurnOutcome outcome = finished.outcome();
        json.writeObjectFieldStart("outcome");
        json.writeStringField("kind", outcome.kind().name());
        if (outcome.code() != null) {
            json.writeStringField("code", outcome.code());
        }
        json.writeStringField("message", outcome.message());
        json.writeEndObject();
        json.writeNumberField("steps", finished.steps());
    }
}
