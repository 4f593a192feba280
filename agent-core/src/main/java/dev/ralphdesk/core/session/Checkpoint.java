package dev.ralphdesk.core.session;

import java.util.Map;
import java.util.Objects;

/**
 * The derived state of a session after its records 1..{@code seq}: one saved part per checkpointed
 * fold ({@code CheckpointFold}), by fold name. {@code catalog} is the fingerprint of the event
 * catalog that wrote the records ({@code EventCatalog.fingerprint}): a build with other event types
 * or versions folds the whole log again instead.
 *
 * <p>A store saves a checkpoint only after the records up to its seq are committed, and only for a
 * session none of whose records is malformed (every record was validated by the catalog when it was
 * written, or by a full read): a checkpoint therefore also vouches for the records behind it.
 */
public record Checkpoint(long seq, String catalog, Map<String, Part> parts) {
    public Checkpoint {
        if (seq < 1) {
            throw new IllegalArgumentException("a checkpoint follows at least one record, not seq " + seq);
        }
        Objects.requireNonNull(catalog, "catalog");
        parts = Map.copyOf(parts);
    }

    /** One fold's saved state and the version of the fold that saved it. */
    public record Part(int version, String state) {
        public Part {
            Objects.requireNonNull(state, "state");
        }
    }
}
