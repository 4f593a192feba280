package dev.ralphdesk.core.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.tool.ToolException;

/** Reads typed tool arguments, refusing wrong types and out-of-range values with a clear message. */
final class ToolArguments {
    private ToolArguments() {
    }

    static String requiredString(JsonNode arguments, String name) {
        JsonNode value = arguments.get(name);
        if (value == null || value.isNull()) {
            throw new ToolException("Missing required argument '" + name + "'.");
        }
        if (!value.isTextual()) {
            throw new ToolException("Argument '" + name + "' must be a string.");
        }
        return value.asText();
    }

    static String optionalString(JsonNode arguments, String name, String fallback) {
        JsonNode value = arguments.get(name);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isTextual()) {
            throw new ToolException("Argument '" + name + "' must be a string.");
        }
        return value.asText();
    }

    static int optionalInt(JsonNode arguments, String name, int fallback, int min, int max) {
        JsonNode value = arguments.get(name);
        if (value == null || value.isNull()) {
            return fallback;
        }
        long number;
        if (value.isIntegralNumber() && value.canConvertToLong()) {
            number = value.asLong();
        } else if (value.isTextual() && value.asText().strip().matches("-?\\d{1,18}")) {
            number = Long.parseLong(value.asText().strip());
        } else {
            throw new ToolException("Argument '" + name + "' must be a whole number.");
        }
        if (number < min || number > max) {
            throw new ToolException("Argument '" + name + "' must be between " + min + " and " + max + ", got "
                    + number + ".");
        }
        return (int) number;
    }

    static boolean optionalBool(JsonNode arguments, String name, boolean fallback) {
        JsonNode value = arguments.get(name);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (value.isBoolean()) {
            return value.asBoolean();
        }
        if (value.isTextual() && (value.asText().equals("true") || value.asText().equals("false"))) {
            return Boolean.parseBoolean(value.asText());
        }
        throw new ToolException("Argument '" + name + "' must be true or false.");
    }
}
