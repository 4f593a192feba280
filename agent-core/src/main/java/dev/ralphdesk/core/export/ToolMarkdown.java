package dev.ralphdesk.core.export;

import dev.ralphdesk.core.replay.TranscriptEntry.ToolOutput;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolUse;
import java.util.Locale;

/** A tool call in an export: its name, its arguments and its output, a long output cut with a note. */
final class ToolMarkdown {
    /** Characters of a tool output an export shows; the rest is left out with a note. */
    static final int MAX_OUTPUT = 4_000;

    private ToolMarkdown() {
    }

    static void render(ToolUse tool, StringBuilder out) {
        out.append("**Tool call `").append(tool.name()).append("`**\n\n");
        if (!tool.arguments().isBlank()) {
            out.append(Markdown.fence(tool.arguments(), "json")).append('\n');
        }
        ToolOutput result = tool.result();
        if (result == null) {
            out.append(tool.closed() ? "*Interrupted: no result was recorded.*" : "*Running.*").append("\n\n");
            return;
        }
        out.append(result.error() ? "Result (error" : "Result (ok")
                .append(result.exitCode() == null ? "" : ", exit " + result.exitCode()).append("):\n\n");
        String text = result.output();
        boolean cut = text.length() > MAX_OUTPUT;
        out.append(Markdown.fence(cut ? text.substring(0, MAX_OUTPUT) : text, "")).append('\n');
        if (cut || result.truncated()) {
            long whole = result.truncated() ? result.fullSize() : text.length();
            out.append(String.format(Locale.ROOT, "*(output cut: %,d of its %,d characters shown)*%n%n",
                    Math.min(text.length(), MAX_OUTPUT), whole));
        }
    }
}
