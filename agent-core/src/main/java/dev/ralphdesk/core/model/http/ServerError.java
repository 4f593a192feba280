package dev.ralphdesk.core.model.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;

/**
 * What an error body says, in the shapes servers use: {@code {"error":{"message","type","code"}}}
 * (OpenAI, DeepSeek, OpenRouter, Anthropic), {@code {"error":"…"}} (Ollama, llama.cpp),
 * {@code {"detail":"…"}} or {@code {"message":"…"}}; anything else is kept as abbreviated text.
 */
public record ServerError(String message, String type, String code) {
    static final int MAX_MESSAGE_CHARS = 500;

    public ServerError {
        message = message == null || message.isBlank() ? "(no message)" : abbreviate(message.strip());
        type = type == null ? "" : type;
        code = code == null ? "" : code;
    }

    public static ServerError parse(String body) {
        if (body == null || body.isBlank()) {
            return new ServerError(null, null, null);
        }
        try {
            JsonNode root = Json.parse(body);
            if (root != null && root.isObject()) {
                return fromJson(root);
            }
        } catch (JsonProcessingException e) {
            // not JSON: fall through to the text
        }
        return new ServerError(body.replaceAll("<[^>]*>", " ").replaceAll("\\s+", " "), null, null);
    }

    /** From a parsed error object (a whole body, or an in-stream error event). */
    public static ServerError fromJson(JsonNode root) {
        JsonNode error = root.path("error");
        if (error.isObject()) {
            return new ServerError(text(error.path("message")), text(error.path("type")), text(error.path("code")));
        }
        if (error.isTextual()) {
            return new ServerError(error.asText(), null, null);
        }
        JsonNode detail = root.path("detail");
        if (detail.isTextual()) {
            return new ServerError(detail.asText(), null, null);
        }
        if (detail.isArray() && detail.size() > 0) {
            return new ServerError(text(detail.get(0).path("msg")), null, null);
        }
        return new ServerError(text(root.path("message")), text(root.path("type")), text(root.path("code")));
    }

    /** Type, code and message together, lower-cased, for matching known wording. */
    String searchable() {
        return (type + " " + code + " " + message).toLowerCase(java.util.Locale.ROOT);
    }

    private static String text(JsonNode node) {
        return node.isValueNode() && !node.isNull() ? node.asText() : null;
    }

    private static String abbreviate(String text) {
        return text.length() <= MAX_MESSAGE_CHARS ? text : text.substring(0, MAX_MESSAGE_CHARS) + "…";
    }
}
