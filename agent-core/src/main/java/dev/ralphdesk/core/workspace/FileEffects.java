package dev.ralphdesk.core.workspace;

import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.approval.Verdict;
import dev.ralphdesk.core.effect.FileChange;
import dev.ralphdesk.core.effect.LinkedFile;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.Workspace;
import dev.ralphdesk.core.tool.WorkspaceException;
import java.nio.file.Path;

/**
 * The effects of the file tools, put to the approval policy: every write with the unified diff of
 * its change (naming the protected place it lands in, if any), and any access to a file with more
 * than one name. A refusal ends the tool call with the policy's message; nothing was touched.
 */
final class FileEffects {
    private FileEffects() {
    }

    /** Asks before reading or writing a file with hard links; a file with one name passes at once. */
    static void approveLinks(ToolContext context, String tool, Path path, boolean write) {
        long links = TextFiles.linkCount(path);
        if (links > 1) {
            require(context.approve(new LinkedFile(tool, context.workspace().relative(path), links, write)));
        }
    }

    /**
     * Asks before writing {@code after} to {@code path}.
     *
     * @param before the current text, or null for a new file
     * @param beforeNote what the current content is when it is not text (else null)
     */
    static void approveWrite(ToolContext context, String tool, Path path, String before, String beforeNote,
            String after) {
        Workspace workspace = context.workspace();
        String shown = workspace.relative(path);
        ProtectedPaths protectedPaths = context.approval().protectedPaths();
        String target = protectedPaths.targetOf(workspace.root(), path);
        if (target == null) {
            target = protectedPaths.targetOf(workspace.root(), workspace.real(path));
        }
        require(context.approve(new FileChange(tool, shown, FileDiff.unified(shown, before, beforeNote, after), target)));
    }

    private static void require(Verdict verdict) {
        if (!verdict.allowed()) {
            throw new WorkspaceException(verdict.refusal());
        }
    }
}
