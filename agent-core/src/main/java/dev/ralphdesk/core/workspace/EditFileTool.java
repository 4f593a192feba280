package dev.ralphdesk.core.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.Workspace;
import dev.ralphdesk.core.tool.WorkspaceException;
import java.nio.file.Path;

/**
 * {@code edit_file}: replaces one exact occurrence of a text, once the approval policy allows the
 * change (shown as a diff). Nothing is written when the text is absent or appears more than once.
 */
public final class EditFileTool implements Tool {
    public static final long MAX_FILE_BYTES = 10L * 1024 * 1024;

    @Override
    public String name() {
        return "edit_file";
    }

    @Override
    public String description() {
        return "Replace an exact text in a file. `old_text` must appear exactly once (whitespace and line breaks "
                + "count); include enough surrounding lines to make it unique. Nothing is written if it is "
                + "missing or ambiguous.";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object()
                .string("path", "File path, relative to the workspace root", true)
                .string("old_text", "The exact text to replace; must occur exactly once", true)
                .string("new_text", "The replacement text", true)
                .build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        String given = ToolArguments.requiredString(arguments, "path");
        String oldText = ToolArguments.requiredString(arguments, "old_text");
        String newText = ToolArguments.requiredString(arguments, "new_text");
        if (oldText.isEmpty()) {
            throw new WorkspaceException("old_text is empty; give the exact text to replace (use write_file to "
                    + "create a file).");
        }
        Workspace workspace = context.workspace();
        Path path = workspace.resolve(given);
        TextFiles.requireFile(path, given);
        FileEffects.approveLinks(context, name(), path, true);
        TextFiles.requireText(path, given);
        String text = TextFiles.readStrict(path, given, MAX_FILE_BYTES);
        String shown = workspace.relative(path);
        int first = text.indexOf(oldText);
        if (first < 0) {
            throw new WorkspaceException("old_text was not found in " + shown + "; nothing was written. Read the "
                    + "file again and copy the text exactly, including whitespace and line breaks.");
        }
        int count = occurrences(text, oldText);
        if (count > 1) {
            throw new WorkspaceException("old_text appears " + count + " times in " + shown + "; nothing was "
                    + "written. Include more surrounding text so that it matches exactly once.");
        }
        if (oldText.equals(newText)) {
            throw new WorkspaceException("old_text and new_text are the same; nothing to change in " + shown + ".");
        }
        String edited = text.substring(0, first) + newText + text.substring(first + oldText.length());
        FileEffects.approveWrite(context, name(), path, text, null, edited);
        TextFiles.write(workspace, path, edited);
        return ToolResult.wrote("Edited " + shown + " at line " + lineOf(text, first) + ".\n"
                + FileDiff.compact(shown, text, null, edited));
    }

    /** Occurrences, overlapping ones included: "aa" occurs twice in "aaa" and is ambiguous there. */
    static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }

    private static long lineOf(String text, int index) {
        return text.substring(0, index).chars().filter(c -> c == '\n').count() + 1;
    }
}
