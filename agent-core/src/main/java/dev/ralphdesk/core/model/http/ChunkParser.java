package dev.ralphdesk.core.model.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import java.util.function.UnaryOperator;

/**
 * Parses the JSON of one stream event. A chunk that is not a JSON object is skipped with a warning
 * rather than failing the step: the rest of the stream is usually intact, and if the chunk carried
 * tool arguments the tool answers the model with an error it can correct.
 */
public final class ChunkParser {
    private static final int SHOWN_CHARS = 200;
    private final ProviderLog log;
    private final String label;
    private final UnaryOperator<String> redact;
    private int skipped;

    /** {@code redact} scrubs secrets out of a chunk before it is shown in a warning. */
    public ChunkParser(ProviderLog log, String label, UnaryOperator<String> redact) {
        this.log = log;
        this.label = label;
        this.redact = redact;
    }

    /** The chunk as a JSON object, or null when it is not one (after warning). */
    public JsonNode parse(String data) {
        try {
            JsonNode node = Json.parse(data);
            if (node != null && node.isObject()) {
                return node;
            }
        } catch (JsonProcessingException e) {
            // reported below
        }
        skipped++;
        String clean = redact.apply(data);
        String shown = clean.length() <= SHOWN_CHARS ? clean : clean.substring(0, SHOWN_CHARS) + "…";
        log.warn("Skipped a stream chunk from " + label + " that is not a JSON object: " + shown);
        return null;
    }

    /** How many chunks were skipped so far. */
    public int skipped() {
        return skipped;
    }
}
