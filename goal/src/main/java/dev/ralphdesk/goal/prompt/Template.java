package dev.ralphdesk.goal.prompt;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** A Markdown prompt template of the goal module with {@code {{name}}} placeholders. */
public final class Template {
    private final String text;

    private Template(String text) {
        this.text = text;
    }

    /** Loads {@code /dev/ralphdesk/goal/prompts/<name>.md}. */
    public static Template load(String name) {
        String path = "/dev/ralphdesk/goal/prompts/" + name + ".md";
        try (InputStream in = Template.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing prompt template " + path);
            }
            return new Template(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read prompt template " + path, e);
        }
    }

    /** Fills every placeholder in one pass (values are never re-scanned); unknown ones are an error. */
    public String fill(Map<String, String> values) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (true) {
            int open = text.indexOf("{{", at);
            if (open < 0) {
                out.append(text, at, text.length());
                return out.toString().strip();
            }
            int close = text.indexOf("}}", open);
            String name = text.substring(open + 2, close);
            String value = values.get(name);
            if (value == null) {
                throw new IllegalArgumentException("no value for {{" + name + "}}");
            }
            out.append(text, at, open).append(value);
            at = close + 2;
        }
    }
}
