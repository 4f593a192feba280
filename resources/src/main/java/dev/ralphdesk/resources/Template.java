package dev.ralphdesk.resources;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A bundled Markdown prompt template with {@code {{name}}} placeholders: the goal and the Ralph
 * prompts are filled the same way, in one pass (a value is never scanned again, so text the
 * model or the person wrote cannot inject a placeholder).
 */
public final class Template {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([a-zA-Z]+)}}");
    private final String path;
    private final String text;

    private Template(String path, String text) {
        this.path = path;
        this.text = text;
    }

    /** The template at {@code path} under the bundled resources, e.g. {@code prompts/goal-round.md}. */
    public static Template load(String path) {
        return new Template(path, Resources.text(path));
    }

    /** The template's text with every placeholder replaced; one without a value is an error. */
    public String fill(Map<String, String> values) {
        Matcher matcher = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String value = values.get(matcher.group(1));
            if (value == null) {
                throw new IllegalArgumentException("no value for {{" + matcher.group(1) + "}} in " + path);
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
    public static String fenced(String text, String info) {
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
