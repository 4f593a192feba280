package dev.ralphdesk.core.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One request on the control socket: a JSON object on one line, {@code {"v":1,"verb":"goal.pause",
 * "session":"…"}} — the protocol version, the verb and its arguments, all text.
 */
public record ControlRequest(int version, String verb, Map<String, String> args) {
    public ControlRequest {
        Objects.requireNonNull(verb, "verb");
        args = Map.copyOf(args);
    }

    /** A request of this build's protocol version. */
    public static ControlRequest of(String verb, Map<String, String> args) {
        return new ControlRequest(ControlProtocol.VERSION, verb, args);
    }

    public Optional<String> arg(String name) {
        return Optional.ofNullable(args.get(name));
    }

    /** An argument the verb cannot do without. */
    public String required(String name) {
        return arg(name).filter(value -> !value.isBlank()).orElseThrow(() -> new ControlException("bad-request",
                "the verb " + verb + " needs '" + name + "'"));
    }

    String toJson() {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("v", version);
        line.put("verb", verb);
        line.putAll(args);
        return Json.write(line);
    }

    /**
     * Parses one request line.
     *
     * @throws ControlException {@code bad-request} for anything but an object with a text verb and
     *     text or number arguments; {@code unsupported-version} for another protocol version
     */
    static ControlRequest parse(String line) {
        JsonNode root;
        try {
            root = Json.parse(line);
        } catch (JsonProcessingException e) {
            throw new ControlException("bad-request", "a request is one JSON object on one line");
        }
        if (root == null || !root.isObject()) {
            throw new ControlException("bad-request", "a request is one JSON object on one line");
        }
        JsonNode version = root.get("v");
        if (version == null || !version.canConvertToInt() || version.asInt() != ControlProtocol.VERSION) {
            throw new ControlException("unsupported-version", "this Ralph Desk speaks version "
                    + ControlProtocol.VERSION + " of the control protocol");
        }
        JsonNode verb = root.get("verb");
        if (verb == null || !verb.isTextual() || verb.asText().isBlank()) {
            throw new ControlException("bad-request", "a request names its verb");
        }
        Map<String, String> args = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> fields = root.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (field.getKey().equals("v") || field.getKey().equals("verb")) {
                continue;
            }
            if (!field.getValue().isValueNode() || field.getValue().isNull()) {
                throw new ControlException("bad-request", "argument '" + field.getKey() + "' must be text or a number");
            }
            args.put(field.getKey(), field.getValue().asText());
        }
        return new ControlRequest(version.asInt(), verb.asText(), args);
    }
}
