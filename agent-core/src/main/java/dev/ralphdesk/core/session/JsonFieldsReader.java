package dev.ralphdesk.core.session;

import com.fasterxml.jackson.core.StreamReadConstraints;
import dev.ralphdesk.core.json.Json;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one JSON object into the plain values of {@link JsonFields} by hand, the text of a string
 * copied in runs between escapes ({@link String#indexOf}) rather than a character at a time: a resumed
 * session reads its history window (~430 KB at 100k records) while the JVM is cold, and Jackson's
 * tokenizer ran interpreted over every character of it. Strict: anything but the plain JSON the catalog
 * writes — a number with a fraction, an exponent, a leading zero or beyond {@code long}, a control
 * character in a string, a bad escape, a repeated field, content after the object, and what the
 * mapper's limits refuse (nesting, the length of a name or a string) — is {@link JsonFields.Unfit},
 * and the caller leaves the payload to the binding, which says what is wrong.
 */
final class JsonFieldsReader {
    private static final StreamReadConstraints LIMITS = Json.factory().streamReadConstraints();
    private final String text;
    private int at;
    private int depth;
    /** The next backslash found (-1: none to the end, -2: not looked for yet). */
    private int backslash = -2;

    private JsonFieldsReader(String text) {
        this.text = text;
    }

    /** The object {@code payload} as names to values (text, Long, Boolean, {@link JsonFields#NULL}, lists, maps). */
    static Map<String, Object> object(String payload) throws JsonFields.Unfit {
        JsonFieldsReader reader = new JsonFieldsReader(payload);
        reader.skipSpace();
        Map<String, Object> values = reader.object();
        reader.skipSpace();
        if (reader.at != payload.length()) {
            throw new JsonFields.Unfit();
        }
        return values;
    }

    private Map<String, Object> object() throws JsonFields.Unfit {
        expect('{');
        nest();
        Map<String, Object> values = new HashMap<>();
        skipSpace();
        if (peek() == '}') {
            at++;
            depth--;
            return values;
        }
        while (true) {
            skipSpace();
            String name = string();
            if (name.length() > LIMITS.getMaxNameLength()) {
                throw new JsonFields.Unfit();
            }
            skipSpace();
            expect(':');
            skipSpace();
            if (values.put(name, value()) != null) {
                throw new JsonFields.Unfit();
            }
            skipSpace();
            char next = next();
            if (next == '}') {
                depth--;
                return values;
            } else if (next != ',') {
                throw new JsonFields.Unfit();
            }
        }
    }

    private List<Object> array() throws JsonFields.Unfit {
        expect('[');
        nest();
        List<Object> items = new ArrayList<>();
        skipSpace();
        if (peek() == ']') {
            at++;
            depth--;
            return items;
        }
        while (true) {
            skipSpace();
            items.add(value());
            skipSpace();
            char next = next();
            if (next == ']') {
                depth--;
                return items;
            } else if (next != ',') {
                throw new JsonFields.Unfit();
            }
        }
    }

    private Object value() throws JsonFields.Unfit {
        char first = peek();
        if (first == '"') {
            String value = string();
            if (value.length() > LIMITS.getMaxStringLength()) {
                throw new JsonFields.Unfit();
            }
            return value;
        } else if (first == '{') {
            return JsonFields.nested(object());
        } else if (first == '[') {
            return array();
        } else if (first == 't') {
            word("true");
            return Boolean.TRUE;
        } else if (first == 'f') {
            word("false");
            return Boolean.FALSE;
        } else if (first == 'n') {
            word("null");
            return JsonFields.NULL;
        }
        return number();
    }

    /** One level deeper, as far as the mapper reads. */
    private void nest() throws JsonFields.Unfit {
        if (++depth > LIMITS.getMaxNestingDepth()) {
            throw new JsonFields.Unfit();
        }
    }

    /** A whole number: an optional minus, then 0 or digits not starting with 0, within {@code long}. */
    private Long number() throws JsonFields.Unfit {
        int start = at;
        if (peek() == '-') {
            at++;
        }
        int digits = at;
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
            at++;
        }
        int count = at - digits;
        if (count == 0 || count > 1 && text.charAt(digits) == '0' || count > 19) {
            throw new JsonFields.Unfit();
        }
        if (at < text.length() && (text.charAt(at) == '.' || text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
            throw new JsonFields.Unfit();
        }
        try {
            return Long.parseLong(text, start, at, 10);
        } catch (NumberFormatException e) {
            throw new JsonFields.Unfit();
        }
    }

    private String string() throws JsonFields.Unfit {
        expect('"');
        int start = at;
        int quote = text.indexOf('"', start);
        if (quote < 0) {
            throw new JsonFields.Unfit();
        }
        int escape = nextBackslash(start);
        if (escape < 0 || escape > quote) {
            checkPlain(start, quote);
            at = quote + 1;
            return text.substring(start, quote);
        }
        StringBuilder out = new StringBuilder(quote - start + 16);
        int from = start;
        while (true) {
            if (escape < 0 || escape > quote) {
                checkPlain(from, quote);
                out.append(text, from, quote);
                at = quote + 1;
                return out.toString();
            }
            checkPlain(from, escape);
            out.append(text, from, escape);
            from = unescape(escape + 1, out);
            escape = nextBackslash(from);
            if (quote < from) {
                quote = text.indexOf('"', from);
                if (quote < 0) {
                    throw new JsonFields.Unfit();
                }
            }
        }
    }

    /**
     * The first backslash at or after {@code from}, looked for once per stretch: a payload of many short
     * strings and a long one with escapes at its end is read in one pass, not once per string.
     */
    private int nextBackslash(int from) {
        if (backslash != -1 && backslash < from) {
            backslash = text.indexOf('\\', from);
        }
        return backslash;
    }

    /** Appends the escape after a backslash at {@code at}; returns the index after it. */
    private int unescape(int at, StringBuilder out) throws JsonFields.Unfit {
        if (at >= text.length()) {
            throw new JsonFields.Unfit();
        }
        char c = text.charAt(at);
        switch (c) {
            case '"', '\\', '/' -> out.append(c);
            case 'b' -> out.append('\b');
            case 'f' -> out.append('\f');
            case 'n' -> out.append('\n');
            case 'r' -> out.append('\r');
            case 't' -> out.append('\t');
            case 'u' -> {
                if (at + 5 > text.length()) {
                    throw new JsonFields.Unfit();
                }
                int code = 0;
                for (int i = at + 1; i <= at + 4; i++) {
                    int digit = Character.digit(text.charAt(i), 16);
                    if (digit < 0 || text.charAt(i) > 'f') {
                        throw new JsonFields.Unfit();
                    }
                    code = code * 16 + digit;
                }
                out.append((char) code);
                return at + 5;
            }
            default -> throw new JsonFields.Unfit();
        }
        return at + 1;
    }

    /** JSON allows no control character unescaped in a string. */
    private void checkPlain(int from, int to) throws JsonFields.Unfit {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) < 0x20) {
                throw new JsonFields.Unfit();
            }
        }
    }

    private void word(String word) throws JsonFields.Unfit {
        if (!text.startsWith(word, at)) {
            throw new JsonFields.Unfit();
        }
        at += word.length();
    }

    private void skipSpace() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            at++;
        }
    }

    private void expect(char c) throws JsonFields.Unfit {
        if (next() != c) {
            throw new JsonFields.Unfit();
        }
    }

    private char next() throws JsonFields.Unfit {
        char c = peek();
        at++;
        return c;
    }

    private char peek() throws JsonFields.Unfit {
        if (at >= text.length()) {
            throw new JsonFields.Unfit();
        }
        return text.charAt(at);
    }
}
