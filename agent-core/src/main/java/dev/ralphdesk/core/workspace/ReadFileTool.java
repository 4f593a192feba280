package dev.ralphdesk.core.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * {@code read_file}: a window of lines of a text file, numbered, capped in lines and characters.
 * Lines are read in bounded memory: a file that is one line of hundreds of megabytes shows its
 * first {@value #MAX_LINE_CHARS} characters and says how long the line is.
 */
public final class ReadFileTool implements Tool {
    public static final int DEFAULT_LIMIT = 2000;
    public static final int MAX_LIMIT = 5000;
    public static final int MAX_LINE_CHARS = 2000;
    public static final int MAX_OUTPUT_CHARS = 100_000;

    @Override
    public String name() {
        return "read_file";
    }

    @Override
    public String description() {
        return "Read a text file of the workspace. Lines come numbered as `<number>\\t<text>`; the numbers are not "
                + "part of the file. Reads at most " + DEFAULT_LIMIT + " lines from `offset` (1-based) unless "
                + "`limit` says otherwise; very long lines and very long windows are cut, and the result says so.";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object()
                .string("path", "File path, relative to the workspace root", true)
                .integer("offset", "First line to read, 1-based (default 1)", false)
                .integer("limit", "Number of lines to read (default " + DEFAULT_LIMIT + ", at most " + MAX_LIMIT + ")",
                        false)
                .build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        String given = ToolArguments.requiredString(arguments, "path");
        int offset = ToolArguments.optionalInt(arguments, "offset", 1, 1, Integer.MAX_VALUE);
        int limit = ToolArguments.optionalInt(arguments, "limit", DEFAULT_LIMIT, 1, MAX_LIMIT);
        Workspace workspace = context.workspace();
        Path path = workspace.resolve(given);
        TextFiles.requireFile(path, given);
        FileEffects.approveLinks(context, name(), path, false);
        TextFiles.requireText(path, given);
        return ToolResult.ok(window(path, workspace.relative(path), offset, limit, context.cancel()::throwIfCancelled));
    }

    private static String window(Path path, String shown, int offset, int limit, Runnable checkpoint) {
        StringBuilder out = new StringBuilder();
        try (BoundedLineReader reader = BoundedLineReader.open(path, MAX_LINE_CHARS, checkpoint)) {
            int number = 0;
            int shownLines = 0;
            BoundedLineReader.Line line;
            while ((line = reader.next()) != null) {
                number++;
                if (number < offset) {
                    continue;
                }
                if (shownLines == limit || out.length() >= MAX_OUTPUT_CHARS) {
                    return out + more(shown, number, shownLines == limit ? null : MAX_OUTPUT_CHARS);
                }
                out.append(String.format(Locale.ROOT, "%6d\t", number)).append(cutLine(line)).append('\n');
                shownLines++;
            }
            if (number == 0) {
                return "(" + shown + " is empty)";
            }
            if (shownLines == 0) {
                return "(" + shown + " has " + number + " lines; offset " + offset + " is past the end)";
            }
            return out.toString();
        } catch (IOException e) {
            throw TextFiles.failure("read", path, e);
        }
    }

    private static String more(String shown, int nextLine, Integer charLimit) {
        String why = charLimit == null ? "" : String.format(Locale.ROOT, " (output capped at %,d characters)", charLimit);
        return "[… " + shown + " has more lines" + why + "; call read_file with offset=" + nextLine
                + " to continue]\n";
    }

    private static String cutLine(BoundedLineReader.Line line) {
        if (!line.cut()) {
            return line.text();
        }
        return line.text() + String.format(Locale.ROOT, " [… line cut: %,d characters in all]", line.length());
    }
}
