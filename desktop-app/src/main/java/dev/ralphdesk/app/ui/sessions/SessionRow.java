package dev.ralphdesk.app.ui.sessions;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/**
 * One row of the session list: title, workspace folder, last activity, a goal status badge (empty
 * when there is no goal) and whether its last turn was interrupted.
 */
public record SessionRow(SessionId id, String title, String workspace, Instant updatedAt, String badge,
        boolean interrupted, boolean trashed) {

    /** The {@code lastOutcome} column while a turn runs; still there on reopen when the turn never finished. */
    public static final String RUNNING = "running";

    static SessionRow of(SessionInfo info, boolean runningHere) {
        String outcome = info.column("lastOutcome");
        String phase = info.column("goalPhase");
        return new SessionRow(info.id(), info.title(), info.workspace(), info.updatedAt(),
                phase == null ? "" : "goal " + phase, RUNNING.equals(outcome) && !runningHere, info.trashed());
    }

    /** The workspace's folder name, for a compact row. */
    public String workspaceName() {
        Path name = Path.of(workspace).getFileName();
        return name == null ? workspace : name.toString();
    }

    /** "just now", "5 min ago", "3 h ago", "2 d ago". */
    public String activity(Instant now) {
        Duration age = Duration.between(updatedAt, now);
        if (age.toMinutes() < 1) {
            return "just now";
        }
        if (age.toHours() < 1) {
            return age.toMinutes() + " min ago";
        }
        if (age.toDays() < 1) {
            return age.toHours() + " h ago";
        }
        return age.toDays() + " d ago";
    }

    boolean matches(String query) {
        String q = query.strip().toLowerCase(Locale.ROOT);
        return q.isEmpty() || title.toLowerCase(Locale.ROOT).contains(q)
                || workspace.toLowerCase(Locale.ROOT).contains(q);
    }
}
