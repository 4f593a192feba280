package dev.ralphdesk.core.export;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Markdown building blocks that keep any text as it is: quotes and code fences no content can close. */
final class Markdown {
    private static final Pattern BACKTICKS = Pattern.compile("`+");

    private Markdown() {
    }

    /** {@code text} as a block quote, one {@code > } per line, ending with a newline. */
    static String quote(String text) {
        return "> " + text.strip().replace("\n", "\n> ") + "\n";
    }

    /**
     * {@code text} in a fenced code block of {@code language} (may be empty) whose fence is longer
     * than any run of backticks in the text, ending with a newline.
     */
    static String fence(String text, String language) {
        int longest = 0;
        Matcher runs = BACKTICKS.matcher(text);
        while (runs.find()) {
            longest = Math.max(longest, runs.group().length());
        }
        String fence = "`".repeat(Math.max(3, longest + 1));
        String body = text.endsWith("\n") ? text : text + "\n";
        return fence + language + "\n" + body + fence + "\n";
    }
}
