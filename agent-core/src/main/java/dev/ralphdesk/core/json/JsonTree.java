package dev.ralphdesk.core.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonTokenId;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * JSON text read into the tree the mapper's {@code readTree(String)} makes, token by token on a parser of
 * the same configuration, without the mapper: an empty text is a missing node, only the first value is
 * read (what follows it is not looked at), a repeated name's last value replaces the earlier one in its
 * place, whole numbers are int, long or big integer nodes by their size, other numbers double nodes.
 * Bad input throws the parser's own exception, as the mapper does.
 */
final class JsonTree {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonTree() {
    }

    static JsonNode read(JsonFactory factory, String text) throws JsonProcessingException {
        return read(factory, text, false);
    }

    /**
     * As {@link #read(JsonFactory, String)}; with {@code repeatedNamesRefused}, a name repeated within an
     * object is bad input (the parser's "Duplicate field" error, at the repeated name).
     */
    static JsonNode read(JsonFactory factory, String text, boolean repeatedNamesRefused)
            throws JsonProcessingException {
        if (text == null) {
            throw new IllegalArgumentException("argument \"content\" is null"); // the mapper's words
        }
        try (JsonParser parser = factory.createParser(text)) {
            if (repeatedNamesRefused) {
                parser.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
            }
            return parser.nextToken() == null ? NODES.missingNode() : value(parser);
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a parser over a string reads no stream
        }
    }

    /** The value whose first token the parser is at (by its id: a switch over the enum would add a class). */
    private static JsonNode value(JsonParser parser) throws IOException {
        switch (parser.currentTokenId()) {
            case JsonTokenId.ID_START_OBJECT:
                return object(parser);
            case JsonTokenId.ID_START_ARRAY:
                return array(parser);
            case JsonTokenId.ID_STRING:
                return NODES.textNode(parser.getText());
            case JsonTokenId.ID_NUMBER_INT:
                return whole(parser);
            case JsonTokenId.ID_NUMBER_FLOAT:
                return parser.getNumberTypeFP() == JsonParser.NumberTypeFP.FLOAT32
                        ? NODES.numberNode(parser.getFloatValue()) : NODES.numberNode(parser.getDoubleValue());
            case JsonTokenId.ID_TRUE:
                return NODES.booleanNode(true);
            case JsonTokenId.ID_FALSE:
                return NODES.booleanNode(false);
            case JsonTokenId.ID_NULL:
                return NODES.nullNode();
            default:
                throw new IllegalStateException("a JSON parser gave " + parser.currentToken()
                        + " where a value starts");
        }
    }

    private static JsonNode whole(JsonParser parser) throws IOException {
        JsonParser.NumberType type = parser.getNumberType();
        if (type == JsonParser.NumberType.INT) {
            return NODES.numberNode(parser.getIntValue());
        } else if (type == JsonParser.NumberType.LONG) {
            return NODES.numberNode(parser.getLongValue());
        }
        return NODES.numberNode(parser.getBigIntegerValue());
    }

    private static ObjectNode object(JsonParser parser) throws IOException {
        ObjectNode object = NODES.objectNode();
        for (String name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
            parser.nextToken();
            object.replace(name, value(parser));
        }
        return object;
    }

    private static ArrayNode array(JsonParser parser) throws IOException {
        ArrayNode array = NODES.arrayNode();
        for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY; token = parser.nextToken()) {
            array.add(value(parser));
        }
        return array;
    }
}
