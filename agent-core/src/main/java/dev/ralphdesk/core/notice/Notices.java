package dev.ralphdesk.core.notice;

import dev.ralphdesk.core.session.event.NoticePosted;
import java.text.MessageFormat;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Builds notices with their words from one place: the English pattern of
 * {@code transcript.notice.CODE} in the resources' bundle (the window formats the same key in the
 * person's language; the command line prints the English text recorded here). Arguments are text,
 * inserted as they are.
 */
public final class Notices {
    /** The bundle key of a notice code. */
    public static final String KEY_PREFIX = "transcript.notice.";
    private static final String BUNDLE = "dev.ralphdesk.resources.i18n.messages";

    private Notices() {
    }

    /**
     * A notice of {@code kind} ({@code goal}, {@code retry}, {@code warning}) with its English text.
     *
     * @throws IllegalArgumentException when the bundle has no pattern for {@code code}
     */
    public static NoticePosted of(String kind, String code, Object... args) {
        List<String> text = Arrays.stream(args).map(String::valueOf).toList();
        return new NoticePosted(kind, code, text, english(code, text));
    }

    /** Whether the bundle has words for a notice code (a plugin's own code may have none: its text is shown). */
    public static boolean known(String code) {
        return English.BUNDLE.containsKey(KEY_PREFIX + code);
    }

    /** The English words of a notice code with its arguments. */
    public static String english(String code, List<String> args) {
        String pattern;
        try {
            pattern = English.BUNDLE.getString(KEY_PREFIX + code);
        } catch (MissingResourceException e) {
            throw new IllegalArgumentException("no words for the notice code " + code + " in " + BUNDLE, e);
        }
        return args.isEmpty() ? pattern : new MessageFormat(pattern, Locale.ROOT).format(args.toArray());
    }

    /** The English bundle, loaded on first use. */
    private static final class English {
        static final ResourceBundle BUNDLE = ResourceBundle.getBundle(Notices.BUNDLE, Locale.ROOT,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
