package dev.ralphdesk.core.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.secret.SecretScan;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import java.util.Iterator;
import java.util.Map;

/**
 * A session as its versioned event list: {@code {"format": "ralph-desk-session", "version": 1,
 * "session": {…}, "events": [{seq, type, time, data}…]}}, each {@code data} the event's payload as the
 * event codec writes it to the log. Every string value passes the secret scan.
 */
final class JsonExport {
    static final String FORMAT = "ralph-desk-session";
    static final int VERSION = 1;

    private JsonExport() {
    }

    static String render(SessionLog log, EventCatalog catalog, SecretScan secrets) {
        ObjectMapper mapper = Json.mapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("format", FORMAT);
        root.put("version", VERSION);
        root.set("session", session(log.info(), mapper));
        ArrayNode events = root.putArray("events");
        try {
            for (LoggedEvent logged : log.events()) {
                ObjectNode event = events.addObject();
                event.put("seq", logged.seq());
                event.put("type", logged.event().type());
                event.put("time", logged.time().toString());
                event.set("data", mapper.readTree(catalog.encode(logged.event())));
            }
            redact(root, secrets);
            return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the event codec wrote JSON it cannot read back: " + e.getOriginalMessage(),
                    e);
        }
    }

    private static ObjectNode session(SessionInfo info, ObjectMapper mapper) {
        ObjectNode session = mapper.createObjectNode();
        session.put("id", info.id().value());
        session.put("kind", info.kind().wire());
        session.put("title", info.title());
        session.put("workspace", info.workspace());
        session.put("parentId", info.parentId() == null ? null : info.parentId().value());
        if (info.forkSeq() == null) {
            session.putNull("forkSeq");
        } else {
            session.put("forkSeq", info.forkSeq());
        }
        session.put("createdAt", info.createdAt() == null ? null : info.createdAt().toString());
        session.put("updatedAt", info.updatedAt() == null ? null : info.updatedAt().toString());
        session.put("lastSeq", info.lastSeq());
        session.put("trashed", info.trashed());
        return session;
    }

    /** Scans every string value in place (objects and arrays, however deep). */
    private static void redact(JsonNode node, SecretScan secrets) {
        if (node instanceof ObjectNode object) {
            Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                if (field.getValue().isTextual()) {
                    String text = field.getValue().textValue();
                    boolean whole = SecretScan.secretName(field.getKey()) && text.length() >= SecretScan.MIN_LENGTH;
                    field.setValue(TextNode.valueOf(whole ? SecretScan.BLANK : secrets.redact(text)));
                } else {
                    redact(field.getValue(), secrets);
                }
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                if (array.get(i).isTextual()) {
                    array.set(i, TextNode.valueOf(secrets.redact(array.get(i).textValue())));
                } else {
                    redact(array.get(i), secrets);
                }
            }
        }
    }
}
