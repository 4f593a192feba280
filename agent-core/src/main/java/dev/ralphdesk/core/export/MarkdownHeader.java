package dev.ralphdesk.core.export;

import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;

/** The head of a Markdown export: the session's title, id, kind, workspace, times, lineage and warnings. */
final class MarkdownHeader {
    private MarkdownHeader() {
    }

    static void render(SessionLog log, StringBuilder out) {
        SessionInfo info = log.info();
        String title = info.title() == null || info.title().isBlank() ? "Untitled session" : info.title().strip();
        out.append("# ").append(title.replace("\n", " ")).append("\n\n");
        out.append("- Session: `").append(info.id()).append("` (").append(info.kind().wire()).append(")\n");
        if (info.workspace() != null) {
            out.append("- Workspace: `").append(info.workspace()).append("`\n");
        }
        out.append("- Created ").append(info.createdAt()).append(", updated ").append(info.updatedAt())
                .append(", ").append(log.lastSeq()).append(" records\n");
        if (info.parentId() != null) {
            out.append("- Forked from `").append(info.parentId()).append('`')
                    .append(info.forkSeq() == null ? "" : " at record " + info.forkSeq()).append('\n');
        }
        for (String warning : log.warnings()) {
            out.append("- Warning: ").append(warning).append('\n');
        }
        if (log.skippedUnknown() > 0) {
            out.append("- ").append(log.skippedUnknown())
                    .append(" record(s) of types this build does not know were left out\n");
        }
        out.append("\n---\n\n");
    }
}
