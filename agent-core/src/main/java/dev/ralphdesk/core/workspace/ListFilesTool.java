package dev.ralphdesk.core.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.Workspace;
import dev.ralphdesk.core.tool.WorkspaceException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code list_files}: the entries of a folder, sorted, as paths relative to the workspace root;
 * folders end with {@code /}, symbolic links with {@code @}. Skips {@code .git}; capped.
 */
public final class ListFilesTool implements Tool {
    public static final int MAX_ENTRIES = 1000;

    @Override
    public String name() {
        return "list_files";
    }

    @Override
    public String description() {
        return "List the files and folders in a folder of the workspace (default: the root), sorted. Folders end "
                + "with `/`, symbolic links with `@`. With recursive=true, subfolders are listed too (never .git). "
                + "At most " + MAX_ENTRIES + " entries.";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object()
                .string("path", "Folder path, relative to the workspace root (default: the root)", false)
                .bool("recursive", "Also list the contents of subfolders (default false)", false)
                .build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        String given = ToolArguments.optionalString(arguments, "path", ".");
        boolean recursive = ToolArguments.optionalBool(arguments, "recursive", false);
        Workspace workspace = context.workspace();
        Path folder = workspace.resolve(given);
        if (!Files.exists(folder)) {
            throw new WorkspaceException("No such folder: '" + given + "'.");
        }
        if (!Files.isDirectory(folder)) {
            throw new WorkspaceException("'" + given + "' is a file, not a folder. Use read_file to read it.");
        }
        List<String> entries = new ArrayList<>();
        boolean[] capped = {false};
        List<Path> unreadable = FileTree.walk(folder, recursive, (path, attributes) -> {
            context.cancel().throwIfCancelled();
            if (entries.size() == MAX_ENTRIES) {
                capped[0] = true;
                return false;
            }
            String suffix = attributes.isSymbolicLink() ? "@" : attributes.isDirectory() ? "/" : "";
            entries.add(workspace.relative(path) + suffix);
            return true;
        });
        StringBuilder out = new StringBuilder();
        if (entries.isEmpty()) {
            out.append("(").append(workspace.relative(folder)).append(" is empty)\n");
        }
        entries.forEach(entry -> out.append(entry).append('\n'));
        if (capped[0]) {
            out.append(String.format(Locale.ROOT, "[… listing stopped at %,d entries; list a subfolder to see more]\n",
                    MAX_ENTRIES));
        }
        for (Path path : unreadable) {
            out.append("[could not read ").append(workspace.relative(path)).append("/]\n");
        }
        return ToolResult.ok(out.toString());
    }
}
