package dev.ralphdesk.app.ui;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** The UI's words in one language, from the bundles in the resources module (English, Chinese). */
public final class Texts {
    private static final String BUNDLE = "dev.ralphdesk.resources.i18n.messages";
    private final ResourceBundle bundle;

    private Texts(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    /** {@code en} or {@code zh}; anything else falls back to English. */
    public static Texts of(String language) {
        Locale locale = "zh".equals(language) ? Locale.SIMPLIFIED_CHINESE : Locale.ROOT;
        return new Texts(ResourceBundle.getBundle(BUNDLE, locale, ResourceBundle.Control.getNoFallbackControl(
                ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    public String get(String key) {
        try {
            return bundle.getString(key);
        } catch (MissingResourceException e) {
            return key;
        }
    }
}
