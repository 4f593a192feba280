package dev.ralphdesk.core.git;

import java.util.Objects;

/**
 * Where a round's changes begin (the checkpoint taken before it) and end (the checkpoint before the
 * next round of the same goal or run; null while there is none: the working tree now).
 */
public record RoundSpan(CheckpointRecorded before, CheckpointRecorded next) {
    public RoundSpan {
        Objects.requireNonNull(before, "before");
    }

    /** The commit the changes end at, or null for the working tree now. */
    public String to() {
        return next == null ? null : next.commit();
    }

    /** Whether the span ends at a checkpoint, so what it changed can no longer change. */
    public boolean closed() {
        return next != null;
    }
}
