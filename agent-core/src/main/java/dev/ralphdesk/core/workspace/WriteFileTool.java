package dev.ralphdesk.core.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.Workspace;
import dev.ralphdesk.core.tool.WorkspaceException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code write_file}: creates or replaces a file with the given text, creating parent folders, once
 * the approval policy allows the change (shown as a diff against the current content).
 */
public final class WriteFileTool implements Tool {

    @Override
    public String name() {
        return "write_file";
    }

    @Override
    public String description() {
        return "Create a file, or replace its whole content, with the given text (UTF-8). Missing parent folders "
                + "are created. To change part of a file, prefer edit_file.";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object()
                .string("path", "File path, relative to the workspace root", true)
                .string("content", "The complete new content of the file", true)
                .build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        String given = ToolArguments.requiredString(arguments, "path");
        String content = ToolArguments.requiredString(arguments, "content");
        Workspace workspace = context.workspace();
        Path path = workspace.resolve(given);
        if (path.equals(workspace.root()) || Files.isDirectory(path)) {
            throw new WorkspaceException("'" + given + "' is a folder; give the path of a file to write.");
        }
        boolean existed = Files.exists(path);
        if (existed && !Files.isRegularFile(path)) {
            throw new WorkspaceException("'" + given + "' is not a regular file; only regular files can be written.");
        }
        if (existed) {
            FileEffects.approveLinks(context, name(), path, true);
        }
        Current current = approve(context, path, existed, content);
        createParents(workspace, path, given);
        TextFiles.write(workspace, path, content);
        int bytes = content.getBytes(StandardCharsets.UTF_8).length;
        long lines = lineCount(content);
        return ToolResult.wrote((existed ? "Replaced " : "Created ") + workspace.relative(path) + " (" + bytes
                + " bytes, " + lines + (lines == 1 ? " line).\n" : " lines).\n")
                + FileDiff.compact(workspace.relative(path), current.text(), current.note(), content));
    }

    /** The file's text before the write (null for a new file), or a note on what it is when not text. */
    private record Current(String text, String note) {
    }

    /** Asks with the diff against the current text (or notes what the current content is, when not text). */
    private Current approve(ToolContext context, Path path, boolean existed, String content) {
        if (!existed) {
            FileEffects.approveWrite(context, name(), path, null, null, content);
            return new Current(null, null);
        }
        String before;
        try {
            before = TextFiles.looksBinary(path) ? null : TextFiles.readStrict(path, path.getFileName().toString(),
                    EditFileTool.MAX_FILE_BYTES);
        } catch (WorkspaceException e) {
            before = null;
        }
        String note = before == null ? "not shown as text: binary, not UTF-8 or larger than "
                + TextFiles.humanSize(EditFileTool.MAX_FILE_BYTES) : null;
        FileEffects.approveWrite(context, name(), path, before, note, content);
        return new Current(before, note);
    }

    private static void createParents(Workspace workspace, Path path, String given) {
        Path parent = path.getParent();
        if (Files.isDirectory(parent)) {
            return;
        }
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new WorkspaceException("Cannot create the folder " + workspace.relative(parent) + " for '" + given
                    + "': " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")"));
        }
    }

    static long lineCount(String content) {
        if (content.isEmpty()) {
            return 0;
        }
        long newlines = content.chars().filter(c -> c == '\n').count();
        return content.endsWith("\n") ? newlines : newlines + 1;
    }
}
