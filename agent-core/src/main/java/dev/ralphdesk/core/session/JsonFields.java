package dev.ralphdesk.core.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One JSON object read by hand ({@link JsonFieldsReader}) into plain values — text, whole numbers,
 * flags, nested objects and arrays — for a record read field by field ({@link HistoryRecordsJson}).
 * Strict where the binding is lenient: a repeated or unexpected field, a value of another JSON type,
 * a fraction or a number beyond {@code long}, content after the object, JSON that does not parse —
 * each is {@link Unfit}, and the caller leaves the payload to the binding.
 */
final class JsonFields {
    /** A JSON null, apart from a field that is missing. */
    static final Object NULL = new Object();
    private final Map<String, Object> values;

    /** The payload does not have the shape read here. */
    static final class Unfit extends Exception {
        private static final long serialVersionUID = 1L;

        Unfit() {
            super(null, null, false, false);
        }
    }

    private JsonFields(Map<String, Object> values) {
        this.values = values;
    }

    /** The object {@code payload}, which may have only the fields {@code allowed}. */
    static JsonFields of(String payload, Set<String> allowed) throws Unfit {
        return new JsonFields(JsonFieldsReader.object(payload)).only(allowed);
    }

    /** A nested object's values (for {@link JsonFieldsReader}). */
    static JsonFields nested(Map<String, Object> values) {
        return new JsonFields(values);
    }

    /** The values read, by name (nested objects as {@link JsonFields}, arrays as lists). */
    Map<String, Object> values() {
        return values;
    }

    /** This nested object, checked to have only the fields {@code allowed}. */
    JsonFields only(Set<String> allowed) throws Unfit {
        if (!allowed.containsAll(values.keySet())) {
            throw new Unfit();
        }
        return this;
    }

    /** Text, or null when missing or null. */
    String text(String name) throws Unfit {
        Object value = values.get(name);
        if (value == null || value == NULL) {
            return null;
        } else if (value instanceof String text) {
            return text;
        }
        throw new Unfit();
    }

    /** A whole number that must be there (a primitive component: the binding refuses null). */
    long wholeNumber(String name) throws Unfit {
        if (values.get(name) instanceof Long number) {
            return number;
        }
        throw new Unfit();
    }

    /** A whole number of {@code int}'s range that must be there. */
    int intNumber(String name) throws Unfit {
        long number = wholeNumber(name);
        if ((int) number != number) {
            throw new Unfit();
        }
        return (int) number;
    }

    /** A whole number, or null when missing or null. */
    Long optionalNumber(String name) throws Unfit {
        Object value = values.get(name);
        return value == null || value == NULL ? null : wholeNumber(name);
    }

    /** A whole number of {@code int}'s range, or null when missing or null. */
    Integer optionalInt(String name) throws Unfit {
        Object value = values.get(name);
        return value == null || value == NULL ? null : intNumber(name);
    }

    /** A flag that must be there. */
    boolean flag(String name) throws Unfit {
        if (values.get(name) instanceof Boolean flag) {
            return flag;
        }
        throw new Unfit();
    }

    /** A flag, or null when missing or null. */
    Boolean optionalFlag(String name) throws Unfit {
        Object value = values.get(name);
        return value == null || value == NULL ? null : flag(name);
    }

    /** A nested object, or null when missing or null. */
    JsonFields object(String name) throws Unfit {
        Object value = values.get(name);
        if (value == null || value == NULL) {
            return null;
        } else if (value instanceof JsonFields nested) {
            return nested;
        }
        throw new Unfit();
    }

    /** An array of objects, or null when missing or null. */
    List<JsonFields> objects(String name) throws Unfit {
        Object value = values.get(name);
        if (value == null || value == NULL) {
            return null;
        }
        if (!(value instanceof List<?> items)) {
            throw new Unfit();
        }
        List<JsonFields> all = new ArrayList<>(items.size());
        for (Object item : items) {
            if (!(item instanceof JsonFields nested)) {
                throw new Unfit();
            }
            all.add(nested);
        }
        return all;
    }
}
