package dev.ralphdesk.core.session;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * The JSON of the records whose first serialization by Jackson's introspection would be on a timed
 * path — the start of a command's first request ({@link StartRecordsJson}), a tool step
 * ({@link StepRecordsJson}), the way from the last answer to its exit ({@link AnswerRecordsJson}) and a
 * failing or asking turn's notices and grants ({@link FailureRecordsJson}) —
 * written field by field on a generator of the project's JSON factory (the mapper's escaping and number
 * formats; {@link Json#factory}: the mapper is not made for them).
 */
final class JsonByHand {
    private JsonByHand() {
    }

    /** The payload's JSON when it is one of those records, else null. */
    static String write(SessionEvent event) {
        StringWriter text = new StringWriter(128);
        try (JsonGenerator json = Json.factory().createGenerator(text)) {
            json.writeStartObject();
            if (!StartRecordsJson.fields(json, event) && !StepRecordsJson.fields(json, event)
                    && !AnswerRecordsJson.fields(json, event) && !FailureRecordsJson.fields(json, event)) {
                return null;
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + event.type(), e);
        }
        return text.toString();
    }
}
