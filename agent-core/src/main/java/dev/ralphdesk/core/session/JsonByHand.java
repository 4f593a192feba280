package dev.ralphdesk.core.session;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.io.StringWriter;

/**
 * One JSON object written field by field on the project's mapper's generator (its escaping and number
 * formats), for the records whose first serialization by Jackson's introspection is on a timed path
 * ({@link StartRecordsJson}, {@link AnswerRecordsJson}). Open, write the fields to {@link #json},
 * take the {@link #text}.
 */
final class JsonByHand implements AutoCloseable {
    private final StringWriter text = new StringWriter(128);
    final JsonGenerator json;

    JsonByHand() throws IOException {
        json = Json.mapper().getFactory().createGenerator(text);
        json.writeStartObject();
    }

    /** Ends the object and gives its text. */
    String text() throws IOException {
        json.writeEndObject();
        json.close();
        return text.toString();
    }

    @Override
    public void close() throws IOException {
        json.close();
    }
}
