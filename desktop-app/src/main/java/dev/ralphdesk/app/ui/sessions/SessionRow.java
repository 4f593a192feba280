package dev.ralphdesk.app.ui.sessions;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Phrases;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.goal.domain.GoalPhase;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * One row of the session list: title, workspace folder, last activity, a goal status badge
 * ({@link Message#NONE} when there is no goal), whether its last turn was interrupted and whether an
 * approval waits in its transcript. Its {@code equals} and {@code hashCode} are written out, as the other
 * records the window compares while it starts: a record's generated ones are linked at their first call
 * through {@code ObjectMethods}, method handles spun at run time that no class-data archive keeps.
 */
public record SessionRow(SessionId id, String title, String workspace, Instant updatedAt, Message goalBadge,
        boolean interrupted, boolean trashed, boolean approvalNeeded) {

    public SessionRow(SessionId id, String title, String workspace, Instant updatedAt, Message goalBadge,
            boolean interrupted, boolean trashed) {
        this(id, title, workspace, updatedAt, goalBadge, interrupted, trashed, false);
    }

    /** The {@code lastOutcome} column while a turn runs; still there on reopen when the turn never finished. */
    public static final String RUNNING = "running";

    @Override
    public boolean equals(Object other) {
        return other instanceof SessionRow row && Objects.equals(id, row.id) && Objects.equals(title, row.title)
                && Objects.equals(workspace, row.workspace) && Objects.equals(updatedAt, row.updatedAt)
                && Objects.equals(goalBadge, row.goalBadge) && interrupted == row.interrupted
                && trashed == row.trashed && approvalNeeded == row.approvalNeeded;
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, title, workspace, updatedAt, goalBadge, interrupted, trashed, approvalNeeded);
    }

    static SessionRow of(SessionInfo info, boolean runningHere) {
        String outcome = info.column("lastOutcome");
        String phase = info.column("goalPhase");
        return new SessionRow(info.id(), info.title(), info.workspace(), info.updatedAt(), badge(phase),
                RUNNING.equals(outcome) && !runningHere, info.trashed());
    }

    /** The same row, saying whether an approval waits in it. */
    public SessionRow withApprovalNeeded(boolean needed) {
        return needed == approvalNeeded ? this
                : new SessionRow(id, title, workspace, updatedAt, goalBadge, interrupted, trashed, needed);
    }

    /** "approval needed · goal active": what the row's badge says ({@link Message#NONE} for nothing). */
    public Message badge() {
        return approvalNeeded ? Phrases.joined(Message.of("approval.needed"), goalBadge)
                : goalBadge;
    }

    /** {@code goal active}, {@code goal blocked}, …: the goal phase column in the UI's language. */
    static Message badge(String phase) {
        if (phase == null) {
            return Message.NONE;
        }
        boolean known = Arrays.stream(GoalPhase.values()).anyMatch(p -> p.wire().equals(phase));
        return Message.of("sessions.goal", known ? Message.of("sessions.goal." + phase) : Message.verbatim(phase));
    }

    /** The workspace's folder name, for a compact row. */
    public String workspaceName() {
        Path name = Path.of(workspace).getFileName();
        return name == null ? workspace : name.toString();
    }

    /** "just now", "5 min ago", "3 h ago", "2 d ago". */
    public Message activity(Instant now) {
        Duration age = Duration.between(updatedAt, now);
        if (age.toMinutes() < 1) {
            return Message.of("sessions.activity.now");
        }
        if (age.toHours() < 1) {
            return Message.of("sessions.activity.minutes", age.toMinutes());
        }
        if (age.toDays() < 1) {
            return Message.of("sessions.activity.hours", age.toHours());
        }
        return Message.of("sessions.activity.days", age.toDays());
    }

    boolean matches(String query) {
        String q = query.strip().toLowerCase(Locale.ROOT);
        return q.isEmpty() || title.toLowerCase(Locale.ROOT).contains(q)
                || workspace.toLowerCase(Locale.ROOT).contains(q);
    }
}
