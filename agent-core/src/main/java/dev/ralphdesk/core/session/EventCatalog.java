package dev.ralphdesk.core.session;

import com.fasterxml.jackson.databind.ObjectReader;
import dev.ralphdesk.core.json.Json;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The registry of event types and their JSON codec. The core registers its own types; plugins add
 * theirs (goal, Ralph) through the plugin context. Stores encode and decode through it only.
 */
public final class EventCatalog {
    private final Map<String, EventType<?>> byName = new LinkedHashMap<>();
    private final Map<Class<?>, EventType<?>> byClass = new LinkedHashMap<>();
    private final Map<String, ObjectReader> readers = new ConcurrentHashMap<>();

    public static EventCatalog withCoreTypes() {
        EventCatalog catalog = new EventCatalog();
        CoreEventTypes.registerAll(catalog);
        return catalog;
    }

    public synchronized <T extends SessionEvent> void register(EventType<T> type) {
        EventType<?> existing = byName.get(type.name());
        if (existing != null && !existing.equals(type)) {
            throw new IllegalStateException("event type registered twice: " + type.name());
        }
        byName.put(type.name(), type);
        byClass.put(type.payloadClass(), type);
    }

    public synchronized Optional<EventType<?>> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public synchronized Collection<EventType<?>> types() {
        return java.util.List.copyOf(byName.values());
    }

    public synchronized EventType<?> typeOf(SessionEvent event) {
        EventType<?> type = byClass.get(event.getClass());
        if (type == null || !type.name().equals(event.type())) {
            throw new IllegalArgumentException("event class not registered: " + event.getClass().getName());
        }
        return type;
    }

    /**
     * What identifies the codec: a hash of every type's name and schema version. A checkpoint keeps
     * it; a build whose types differ (a plugin added or removed, a version raised) folds the whole
     * log instead of trusting the checkpoint.
     */
    public synchronized String fingerprint() {
        StringBuilder all = new StringBuilder();
        byName.values().stream().map(type -> type.name() + "@" + type.version()).sorted()
                .forEach(entry -> all.append(entry).append('\n'));
        try {
            byte[] hash = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(all.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(hash, 0, 16);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }

    /** Serializes the payload of a registered event to JSON. */
    public String encode(SessionEvent event) {
        typeOf(event);
        String byHand = JsonByHand.write(event);
        return byHand != null ? byHand : Json.write(event);
    }

    /** Decodes one stored record; never throws for bad data. */
    public DecodedEvent decode(String typeName, int version, String payloadJson) {
        EventType<?> type = find(typeName).orElse(null);
        if (type == null) {
            return new DecodedEvent.Unknown(typeName);
        }
        if (version > type.version()) {
            return new DecodedEvent.Malformed(typeName,
                    "written with schema version " + version + ", this build reads up to " + type.version());
        }
        SessionEvent byHand = HistoryRecordsJson.read(typeName, payloadJson);
        if (byHand != null && type.payloadClass().isInstance(byHand)) {
            return new DecodedEvent.Known(byHand);
        }
        return bind(type, typeName, payloadJson);
    }

    /**
     * Decodes one stored record through Jackson's data binding (what {@link #decode} does for most types);
     * the mapper is made at the first record read so, not with the catalog.
     */
    DecodedEvent bind(EventType<?> type, String typeName, String payloadJson) {
        try {
            ObjectReader reader = readers.computeIfAbsent(typeName,
                    name -> Json.mapper().readerFor(type.payloadClass()));
            SessionEvent event = reader.readValue(payloadJson);
            if (event == null) {
                return new DecodedEvent.Malformed(typeName, "empty payload");
            }
            return new DecodedEvent.Known(event);
        } catch (Exception e) {
            // Jackson wraps validation errors from compact constructors; report the root message.
            Throwable root = e;
            while (root.getCause() != null) {
                root = root.getCause();
            }
            return new DecodedEvent.Malformed(typeName, firstLine(root.getMessage()));
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "invalid payload";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
