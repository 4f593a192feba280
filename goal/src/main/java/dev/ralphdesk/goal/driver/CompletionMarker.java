package dev.ralphdesk.goal.driver;

import java.util.regex.Pattern;

/** The {@code <promise>DONE</promise>} completion marker: found, then stripped from the visible text. */
final class CompletionMarker {
    static final String MARKER = "<promise>DONE</promise>";
    private static final Pattern PATTERN = Pattern.compile("[ \\t]*<promise>\\s*DONE\\s*</promise>[ \\t]*");

    private CompletionMarker() {
    }

    static boolean present(String text) {
        return text != null && PATTERN.matcher(text).find();
    }

    static String strip(String text) {
        return PATTERN.matcher(text).replaceAll("").strip();
    }
}
