package dev.ralphdesk.core.session;

import java.util.Objects;

/** A registered event type: its namespaced name, the payload schema version, and the record class. */
public record EventType<T extends SessionEvent>(String name, int version, Class<T> payloadClass) {
    public EventType {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(payloadClass, "payloadClass");
        if (!name.matches("[a-z]+(-[a-z]+)*/[a-z]+(-[a-z]+)*")) {
            throw new IllegalArgumentException("event type must be namespace/name in lower-kebab-case: " + name);
        }
        if (version < 1) {
            throw new IllegalArgumentException("schema version starts at 1: " + version);
        }
    }
}
