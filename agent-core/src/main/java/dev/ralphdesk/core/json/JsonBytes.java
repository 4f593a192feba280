package dev.ralphdesk.core.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

/**
 * Writes compact JSON straight to UTF-8 bytes: the bytes of {@link Json#writeUtf8} of the same tree —
 * the mapper's escaping ({@code \"}, {@code \\}, {@code \b \t \n \f \r}, {@code u00XX} after a backslash for the
 * other control characters, everything else as it is) and an unpaired surrogate as {@code ?}, as
 * {@link String#getBytes} encodes it. A string is encoded by the JDK and then escaped byte by byte:
 * a request of a long history (~430 KB) built as Jackson's tree and written through its generator
 * took 20–25 ms on a cold start, and twice the memory. Names and string values go through
 * {@link #string}, and so do those of a {@link JsonNode} (a tool's schema; see {@link #node}). Not
 * thread-safe.
 */
public final class JsonBytes {
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
    private byte[] bytes;
    private int size;
    /** Per open object or array: whether a value was written in it (the next one needs a comma). */
    private boolean[] filled = new boolean[8];
    private int depth;
    private boolean afterName;

    /** @param capacity the bytes expected: the buffer grows beyond it when needed */
    public JsonBytes(int capacity) {
        bytes = new byte[Math.max(16, capacity)];
    }

    public JsonBytes beginObject() {
        return open('{');
    }

    public JsonBytes endObject() {
        return close('}');
    }

    public JsonBytes beginArray() {
        return open('[');
    }

    public JsonBytes endArray() {
        return close(']');
    }

    /** A field's name; its value comes next. */
    public JsonBytes name(String name) {
        separate();
        quoted(name);
        room(1);
        bytes[size++] = ':';
        afterName = true;
        return this;
    }

    /** A string value; null writes {@code null}, as the mapper writes a null text. */
    public JsonBytes string(String value) {
        if (value == null) {
            return nullValue();
        }
        separate();
        quoted(value);
        return this;
    }

    public JsonBytes number(long value) {
        separate();
        ascii(Long.toString(value));
        return this;
    }

    public JsonBytes bool(boolean value) {
        separate();
        ascii(value ? "true" : "false");
        return this;
    }

    public JsonBytes nullValue() {
        separate();
        ascii("null");
        return this;
    }

    /**
     * A tree, as the mapper writes it: objects, arrays, texts, integers, booleans and nulls by hand, any
     * other node (a fraction, a binary or a POJO) by the mapper. The mapper's first tree written
     * introspected the node's class for a serializer by reflection (~5 ms before a turn's first request),
     * and {@link JsonNode#toString()} does it again with a mapper of Jackson's own.
     */
    public JsonBytes node(JsonNode value) {
        if (value.isObject()) {
            beginObject();
            for (Map.Entry<String, JsonNode> field : value.properties()) {
                name(field.getKey()).node(field.getValue());
            }
            return endObject();
        } else if (value.isArray()) {
            beginArray();
            for (JsonNode item : value) {
                node(item);
            }
            return endArray();
        } else if (value.isTextual()) {
            return string(value.textValue());
        } else if (value.isBoolean()) {
            return bool(value.booleanValue());
        } else if (value.isNull()) {
            return nullValue();
        } else if (value.isIntegralNumber()) {
            if (value.canConvertToLong()) {
                return number(value.longValue());
            }
            separate();
            ascii(value.bigIntegerValue().toString());
            return this;
        }
        separate();
        raw(Json.writeUtf8(value));
        return this;
    }

    /**
     * A value already written as JSON by another {@code JsonBytes} (a string or a whole array), copied
     * as it is: a text sent again and again need not be encoded again.
     */
    public JsonBytes encoded(byte[] json) {
        separate();
        raw(json);
        return this;
    }

    /** {@code tree} as compact JSON text, as {@link #node} writes it (a tool's schema, to estimate its size). */
    public static String text(JsonNode tree) {
        return new String(new JsonBytes(256).node(tree).toByteArray(), StandardCharsets.UTF_8);
    }

    /** The JSON written (its objects and arrays closed by the caller). */
    public byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }

    private JsonBytes open(char bracket) {
        separate();
        room(1);
        bytes[size++] = (byte) bracket;
        if (depth == filled.length) {
            filled = Arrays.copyOf(filled, depth * 2);
        }
        filled[depth++] = false;
        return this;
    }

    private JsonBytes close(char bracket) {
        depth--;
        room(1);
        bytes[size++] = (byte) bracket;
        return this;
    }

    /** The comma before a value or name, unless it is the first in its object or array or follows its name. */
    private void separate() {
        if (afterName) {
            afterName = false;
            return;
        }
        if (depth > 0) {
            if (filled[depth - 1]) {
                room(1);
                bytes[size++] = ',';
            }
            filled[depth - 1] = true;
        }
    }

    private void ascii(String text) {
        room(text.length());
        for (int i = 0; i < text.length(); i++) {
            bytes[size++] = (byte) text.charAt(i);
        }
    }

    private void raw(byte[] part) {
        room(part.length);
        System.arraycopy(part, 0, bytes, size, part.length);
        size += part.length;
    }

    /**
     * {@code text} quoted and escaped. UTF-8 keeps every byte below 0x80 for the ASCII character it is,
     * so escaping the encoded bytes escapes exactly the characters the mapper escapes.
     */
    private void quoted(String text) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        room(utf8.length + 2);
        bytes[size++] = '"';
        int run = 0;
        for (int i = 0; i < utf8.length; i++) {
            byte b = utf8[i];
            if (b >= 0 && (b < 0x20 || b == '"' || b == '\\')) {
                copy(utf8, run, i);
                escape(b);
                run = i + 1;
            }
        }
        copy(utf8, run, utf8.length);
        room(1);
        bytes[size++] = '"';
    }

    private void copy(byte[] from, int start, int end) {
        int length = end - start;
        if (length > 0) {
            room(length);
            System.arraycopy(from, start, bytes, size, length);
            size += length;
        }
    }

    private void escape(byte b) {
        room(6);
        bytes[size++] = '\\';
        switch (b) {
            case '"':
            case '\\':
                bytes[size++] = b;
                break;
            case '\b':
                bytes[size++] = 'b';
                break;
            case '\t':
                bytes[size++] = 't';
                break;
            case '\n':
                bytes[size++] = 'n';
                break;
            case '\f':
                bytes[size++] = 'f';
                break;
            case '\r':
                bytes[size++] = 'r';
                break;
            default:
                bytes[size++] = 'u';
                bytes[size++] = '0';
                bytes[size++] = '0';
                bytes[size++] = HEX[b >> 4];
                bytes[size++] = HEX[b & 0xF];
        }
    }

    private void room(int more) {
        if (bytes.length - size < more) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }
}
