package dev.ralphdesk.core.session;

import java.util.Objects;
import java.util.regex.Pattern;

/** A registered event type: its namespaced name, the payload schema version, and the record class. */
public record EventType<T extends SessionEvent>(String name, int version, Class<T> payloadClass) {
    /** Compiled once; {@code String.matches} compiled it anew for each type registered at start-up. */
    private static final Pattern NAME = Pattern.compile("[a-z]+(-[a-z]+)*/[a-z]+(-[a-z]+)*");

    public EventType {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(payloadClass, "payloadClass");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("event type must be namespace/name in lower-kebab-case: " + name);
        }
        if (version < 1) {
            throw new IllegalArgumentException("schema version starts at 1: " + version);
        }
    }
}
