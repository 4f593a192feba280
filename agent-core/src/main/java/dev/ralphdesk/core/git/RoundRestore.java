package dev.ralphdesk.core.git;

import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.function.Predicate;

/**
 * "Restore workspace to before round N" of a goal or Ralph round of a chat, for the window and the
 * command line alike: finds the round's checkpoint in the chat's log, restores through
 * {@link WorkspaceRestore} (refused while work runs, asked through the approval policy, the present
 * checkpointed on {@code refs/ralph-desk/<chat>/restore-<millis>} first) and records a
 * {@code workspace-restored} notice in the chat naming the checkpoint that undoes it.
 */
public final class RoundRestore {
    public static final String RESTORED = "workspace-restored";
    private final GitCheckpoints git;
    private final SessionStore store;
    private final WorkspaceRestore restore;
    private final Clock clock;

    /** @param atRest whether no turn, goal round or Ralph run is working in a session */
    public RoundRestore(GitCheckpoints git, SessionStore store, ApprovalPolicy policy, Predicate<SessionId> atRest,
            Clock clock) {
        this.git = git;
        this.store = store;
        this.restore = new WorkspaceRestore(git, policy, atRest);
        this.clock = clock;
    }

    /** A round's span, the workspace of its chat, and the chat as the one who asks for a restore. */
    public record Found(Path workspace, RoundSpan span, SessionLineage chat) {
    }

    /**
     * The checkpoints of round {@code round} of goal or run {@code owner} in {@code chat}.
     *
     * @throws CheckpointException {@code CHECKPOINT_NO_REPOSITORY} when none was taken before it, saying why
     */
    public Found find(SessionId chat, String work, String owner, int round) throws CheckpointException {
        SessionLog log = store.open(chat);
        ChatCheckpoints checkpoints = ChatCheckpoints.of(log.events());
        RoundSpan span = checkpoints.span(work, owner, round).orElseThrow(() -> new CheckpointException(
                CheckpointException.Code.CHECKPOINT_NO_REPOSITORY, "no checkpoint was recorded before " + work
                        + " round " + round + " (" + (checkpoints.unavailable().isEmpty()
                                ? "the workspace was not a git repository, or git was missing"
                                : checkpoints.unavailable()) + ")"));
        return new Found(Path.of(log.info().workspace()), span, SessionLineage.of(log));
    }

    /** Restores the workspace of {@code chat} to before the round; an empty restore when it already matches. */
    public GitCheckpoints.Restore restore(SessionId chat, String work, String owner, int round)
            throws CheckpointException {
        Found found = find(chat, work, owner, round);
        String label = "before " + work + " round " + round;
        GitCheckpoints.Restore done = restore.restore(found.chat(), found.workspace(),
                found.span().before().commit(), label, "refs/ralph-desk/" + chat.value() + "/restore-"
                        + clock.millis());
        if (done.undo() != null) {
            store.append(chat, Notices.of("warning", RESTORED, label, done.changed().size(), done.undo()));
        }
        return done;
    }

    /** The files a restore of the round would change (nothing is touched). */
    public List<String> plan(Found found) throws CheckpointException {
        return git.restorePlan(found.workspace(), found.span().before().commit());
    }
}
