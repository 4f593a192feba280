package dev.ralphdesk.ralph.workflow;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Fills {@code {{name}}} placeholders of a bundled template in one pass (values are never re-scanned). */
final class Template {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([a-zA-Z]+)}}");

    private Template() {
    }

    static String fill(String template, Map<String, String> values) {
        Matcher matcher = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String value = values.get(matcher.group(1));
            if (value == null) {
                throw new IllegalArgumentException("no value for {{" + matcher.group(1) + "}}");
            }
            matcher.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        matcher.appendTail(out);
        return out.toString();
    }

    /**
     * Quotes text verbatim between Markdown fences longer than any backtick run inside it, so no
     * content can close the quote early.
     */
    static String fenced(String text, String info) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < text.length(); i++) {
            run = text.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(Math.max(3, longest + 1));
        return fence + info + "\n" + text + "\n" + fence;
    }
}
