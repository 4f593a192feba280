package dev.ralphdesk.app.ui;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Something the UI says, not yet in a language: a key of the i18n bundles with its arguments, or
 * text shown as it is (recorded data such as an objective, or an error message from a module).
 * View models build messages; views put them into words with {@link Texts#format(Message)}. Both kinds
 * write out {@code equals} and {@code hashCode}: a record's generated ones are linked at their first call
 * through {@code ObjectMethods}, method handles spun at run time that no class-data archive keeps, and the
 * window compares messages while it starts.
 */
public sealed interface Message {
    /** Shows nothing. */
    Message NONE = new Verbatim("");

    /**
     * A bundle key and its arguments for the key's {@link java.text.MessageFormat} pattern; an
     * argument may itself be a message (formatted first), a number or any value's text.
     */
    record Keyed(String key, List<Object> args) implements Message {
        public Keyed {
            Objects.requireNonNull(key, "key");
            args = List.copyOf(args);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Keyed keyed && key.equals(keyed.key) && args.equals(keyed.args);
        }

        @Override
        public int hashCode() {
            return 31 * key.hashCode() + args.hashCode();
        }
    }

    /** Text shown as it is, in whatever language it was written. */
    record Verbatim(String text) implements Message {
        public Verbatim {
            Objects.requireNonNull(text, "text");
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Verbatim verbatim && text.equals(verbatim.text);
        }

        @Override
        public int hashCode() {
            return text.hashCode();
        }
    }

    static Message of(String key, Object... args) {
        return new Keyed(key, Arrays.asList(args));
    }

    static Message verbatim(String text) {
        return new Verbatim(text);
    }

    /** Whether it shows nothing (so a label can hide). */
    default boolean isEmpty() {
        return this instanceof Verbatim verbatim && verbatim.text().isEmpty();
    }
}
