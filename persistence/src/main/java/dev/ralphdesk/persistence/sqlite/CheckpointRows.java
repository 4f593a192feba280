package dev.ralphdesk.persistence.sqlite;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.ralphdesk.core.checkpoint.SavedJson;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.Checkpoint;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A checkpoint as the {@code checkpoints} table holds it: the parts as JSON with their SHA-256, the
 * row format and the event catalog's fingerprint. {@link #read} vouches for a row only when all of
 * that matches and it is not ahead of the log; otherwise it says why not.
 */
record CheckpointRows(long seq, int format, String catalog, String payload, String checksum) {
    /** Raised when the row's layout changes. */
    static final int FORMAT = 1;

    static CheckpointRows of(Checkpoint checkpoint) {
        String payload = payload(checkpoint.parts());
        return new CheckpointRows(checkpoint.seq(), FORMAT, checkpoint.catalog(), payload, Hashes.sha256(payload));
    }

    /**
     * The parts as the mapper writes the map (in its order, each part's components in order), field by
     * field: binding {@link Checkpoint.Part} was the first use of Jackson's introspection on a command's
     * way out, where the session's checkpoint is saved.
     */
    static String payload(Map<String, Checkpoint.Part> parts) {
        StringWriter text = new StringWriter(256);
        try (JsonGenerator json = Json.factory().createGenerator(text)) {
            json.writeStartObject();
            for (Map.Entry<String, Checkpoint.Part> part : parts.entrySet()) {
                json.writeObjectFieldStart(part.getKey());
                json.writeNumberField("version", part.getValue().version());
                json.writeStringField("state", part.getValue().state());
                json.writeEndObject();
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a checkpoint", e);
        }
        return text.toString();
    }

    /** What a row that does not match is: the reason it is not used. */
    record Verdict(Optional<Checkpoint> checkpoint, String mismatch) {
    }

    Verdict read(String expectedCatalog, long lastSeq) {
        if (format != FORMAT) {
            return mismatch("row format " + format + ", this build writes " + FORMAT);
        }
        if (!expectedCatalog.equals(catalog)) {
            return mismatch("written with other event types or versions");
        }
        if (seq > lastSeq) {
            return mismatch("it is at record " + seq + ", the log ends at " + lastSeq);
        }
        if (!Hashes.sha256(payload).equals(checksum)) {
            return mismatch("its checksum does not match");
        }
        try {
            return new Verdict(Optional.of(new Checkpoint(seq, catalog, parts(payload))), null);
        } catch (IllegalArgumentException e) {
            return mismatch(e.getMessage());
        }
    }

    /** The parts, read field by field (binding them with Jackson was a cold command's first use of those types). */
    private static Map<String, Checkpoint.Part> parts(String payload) {
        Map<String, Checkpoint.Part> parts = new LinkedHashMap<>();
        SavedJson.read(payload, "checkpoint").objects().forEach((name, part) -> {
            String state = part.text("state");
            if (state == null) {
                throw new IllegalArgumentException("unreadable checkpoint " + name + ": it has no state");
            }
            parts.put(name, new Checkpoint.Part(part.intValue("version"), state));
        });
        return parts;
    }

    private static Verdict mismatch(String why) {
        return new Verdict(Optional.empty(), why);
    }
}
