package dev.ralphdesk.core.git;

import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.approval.Verdict;
import dev.ralphdesk.core.effect.FileChange;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;

/**
 * "Restore workspace to before round N": refused while work runs in the session; otherwise the
 * approval policy is asked with a file-write effect that names every file the restore changes and
 * shows the changes it undoes (a protected file among them is named as the effect's protected
 * target, so it stays protected); then the present is checkpointed, so the restore can be undone,
 * and the files are brought back.
 */
public final class WorkspaceRestore {
    public static final String TOOL = "restore";
    private final GitCheckpoints git;
    private final ApprovalPolicy policy;
    private final Predicate<SessionId> atRest;

    /** @param atRest whether no turn, goal round or Ralph run is working in a session */
    public WorkspaceRestore(GitCheckpoints git, ApprovalPolicy policy, Predicate<SessionId> atRest) {
        this.git = git;
        this.policy = policy;
        this.atRest = atRest;
    }

    /**
     * Restores {@code workspace} to checkpoint {@code commit} ({@code label} says which, e.g. "before goal
     * round 3"), checkpointing the present on {@code undoRef} first.
     *
     * @throws CheckpointException {@code CHECKPOINT_BUSY} while work runs, {@code CHECKPOINT_REFUSED} when the
     *     policy refuses (nothing was touched), or why git could not do it
     */
    public GitCheckpoints.Restore restore(SessionLineage asker, Path workspace, String commit, String label,
            String undoRef) throws CheckpointException {
        if (!atRest.test(asker.session())) {
            throw new CheckpointException(CheckpointException.Code.CHECKPOINT_BUSY, "work is running in this session; "
                    + "stop it before restoring the workspace");
        }
        List<String> files = git.restorePlan(workspace, commit);
        if (files.isEmpty()) {
            return new GitCheckpoints.Restore(null, List.of());
        }
        Path root = git.repositoryRoot(workspace);
        String target = files.stream().map(file -> policy.protectedPaths().targetOf(root, root.resolve(file)))
                .filter(found -> found != null).findFirst().orElse(null);
        String details = "Restore the workspace to " + label + ": " + files.size()
                + (files.size() == 1 ? " file changes" : " files change") + " (" + String.join(", ", files)
                + "); these changes since then are undone (a checkpoint of the present is kept to undo the restore):\n"
                + git.diff(workspace, commit, null);
        Verdict verdict = policy.decide(asker, new FileChange(TOOL, label, details, target));
        if (!verdict.allowed()) {
            throw new CheckpointException(CheckpointException.Code.CHECKPOINT_REFUSED, verdict.refusal());
        }
        return git.restore(workspace, commit, undoRef);
    }
}
