package dev.ralphdesk.app.ui;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Long absolute paths in a line of text cut in the middle, for a narrow row whose tooltip shows the
 * line whole: {@code /tmp/ralph-desk-screenshots.gKaRJ7/.local/share/ralph-desk/demo-workspace} becomes
 * {@code /tmp/…/ralph-desk/demo-workspace} (its first folder and its last two names). Pure.
 */
public final class ShortPaths {
    /** Paths up to this many characters stay whole. */
    static final int LONGEST = 32;
    /** An absolute path: a slash that starts a word, up to the next white space. */
    private static final Pattern PATH = Pattern.compile("(?<![\\w./])/[^\\s/]+(?:/[^\\s/]*)+");

    private ShortPaths() {
    }

    /** {@code text} with each long absolute path in it cut in the middle. */
    public static String of(String text) {
        Matcher matcher = PATH.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            matcher.appendReplacement(out, Matcher.quoteReplacement(path(matcher.group())));
        }
        return matcher.appendTail(out).toString();
    }

    private static String path(String path) {
        if (path.length() <= LONGEST) {
            return path;
        }
        String[] names = path.substring(1).split("/", -1);
        int last = names.length - 1;
        if (names[last].isEmpty()) { // a folder written with its trailing slash keeps it
            last--;
        }
        if (last < 3) {
            return path;
        }
        return "/" + names[0] + "/…/" + names[last - 1] + "/" + names[last] + (last < names.length - 1 ? "/" : "");
    }
}
