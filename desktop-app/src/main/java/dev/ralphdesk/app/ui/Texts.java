package dev.ralphdesk.app.ui;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.value.ObservableValue;

/**
 * The UI's words in one language, from the bundles in the resources module (English, Chinese).
 * Chosen once at start-up: a language picked in Settings takes effect at the next start.
 * Patterns with arguments are {@link MessageFormat} patterns (a literal apostrophe is written
 * {@code ''} there); keys without arguments are plain text.
 */
public final class Texts {
    public static final String ENGLISH = "en";
    public static final String CHINESE = "zh";
    private static final String BUNDLE = "dev.ralphdesk.resources.i18n.messages";
    private final String language;
    private final Locale locale;
    private final ResourceBundle bundle;

    private Texts(String language, Locale locale, ResourceBundle bundle) {
        this.language = language;
        this.locale = locale;
        this.bundle = bundle;
    }

    /** {@code en} or {@code zh}; anything else falls back to English. */
    public static Texts of(String language) {
        boolean chinese = CHINESE.equals(language);
        Locale locale = chinese ? Locale.SIMPLIFIED_CHINESE : Locale.ROOT;
        return new Texts(chinese ? CHINESE : ENGLISH, locale, ResourceBundle.getBundle(BUNDLE, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    /** {@code en} or {@code zh}. */
    public String language() {
        return language;
    }

    /** The text of a key without arguments; the key itself when the bundle lacks it. */
    public String get(String key) {
        try {
            return bundle.getString(key);
        } catch (MissingResourceException e) {
            return key;
        }
    }

    /** The key's pattern with its arguments filled in. */
    public String format(String key, Object... args) {
        return format(Message.of(key, args));
    }

    public String format(Message message) {
        if (message instanceof Message.Verbatim verbatim) {
            return verbatim.text();
        } else if (message instanceof Message.Keyed keyed) {
            if (keyed.args().isEmpty()) {
                return get(keyed.key());
            }
            Object[] args = keyed.args().stream().map(arg -> arg instanceof Message inner ? format(inner) : arg)
                    .toArray();
            return new MessageFormat(get(keyed.key()), locale).format(args);
        }
        throw new IllegalStateException("unexpected message " + message.getClass().getSimpleName());
    }

    /** The words of an observable message, for a label's text. */
    public StringBinding bind(ObservableValue<? extends Message> message) {
        return Bindings.createStringBinding(() -> message.getValue() == null ? "" : format(message.getValue()),
                message);
    }
}
