package dev.ralphdesk.app.ui.checkpoint;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.git.ChatCheckpoints;
import dev.ralphdesk.core.git.CheckpointException;
import dev.ralphdesk.core.git.CheckpointRecorded;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.git.WorkspaceRestore;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLineage;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The changes of one goal round or Ralph round, from the checkpoints recorded in its chat: "N files
 * changed, +a −b" and the unified diff (from the checkpoint before the round to the one before the
 * next round, or the working tree now), and "Restore workspace to before round N" through the
 * approval policy. Everything touching git or the store runs in the background.
 */
public final class ChangesViewModel {
    private final Harness harness;
    private final GitCheckpoints git;
    private final UiExecutor ui;

    public ChangesViewModel(Harness harness, GitCheckpoints git, UiExecutor ui) {
        this.harness = harness;
        this.git = git;
        this.ui = ui;
    }

    /** A round of a goal or run in chat {@code chat}; {@code work} is {@code goal} or {@code ralph}. */
    public record RoundRef(SessionId chat, String work, String owner, int round) {
        public RoundRef {
            Objects.requireNonNull(chat, "chat");
            Objects.requireNonNull(work, "work");
            Objects.requireNonNull(owner, "owner");
        }
    }

    /** What a round changed: the figures line and the unified diff. */
    public record Changes(String summary, String diff) {
    }

    /** Loads a round's changes; {@code failed} hears why there are none (no checkpoint, git failed). */
    public void load(RoundRef ref, Consumer<Changes> done, Consumer<Message> failed) {
        ui.background(() -> {
            Checkpoint found = find(ref);
            String to = found.next() == null ? null : found.next().commit();
            return new Changes(git.stat(found.workspace(), found.before().commit(), to).summary(),
                    git.diff(found.workspace(), found.before().commit(), to));
        }, done, e -> failed.accept(reason(e)));
    }

    /** Restores the workspace to before the round (asking first); {@code told} hears how it went. */
    public void restore(RoundRef ref, Consumer<Message> told) {
        ui.background(() -> {
            Checkpoint found = find(ref);
            SessionLineage asker = SessionLineage.of(harness.store().open(ref.chat()));
            String label = "before " + ref.work() + " round " + ref.round();
            GitCheckpoints.Restore done = new WorkspaceRestore(git, harness.approvals(), harness::atRest)
                    .restore(asker, found.workspace(), found.before().commit(), label, "refs/ralph-desk/"
                            + ref.chat().value() + "/restore-" + System.currentTimeMillis());
            if (done.undo() != null) {
                harness.store().append(ref.chat(), Notices.of("warning", "workspace-restored", label,
                        done.changed().size(), done.undo()));
            }
            return done;
        }, done -> told.accept(done.undo() == null ? Message.of("changes.nothingToRestore")
                : Message.of("changes.restored", done.changed().size(), done.undo())), e -> told.accept(reason(e)));
    }

    private record Checkpoint(Path workspace, CheckpointRecorded before, CheckpointRecorded next) {
    }

    private Checkpoint find(RoundRef ref) throws CheckpointException {
        ChatCheckpoints checkpoints = ChatCheckpoints.of(harness.store().open(ref.chat()).events());
        CheckpointRecorded before = checkpoints.before(ref.work(), ref.owner(), ref.round()).orElseThrow(() ->
                new CheckpointException(CheckpointException.Code.CHECKPOINT_NO_REPOSITORY, "no checkpoint was "
                        + "recorded before this round (the workspace was not a git repository, or git was missing)"));
        String workspace = harness.store().info(ref.chat()).map(SessionInfo::workspace).orElseThrow();
        return new Checkpoint(Path.of(workspace), before,
                checkpoints.after(ref.work(), ref.owner(), ref.round()).orElse(null));
    }

    private static Message reason(Exception e) {
        return Message.verbatim(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }
}
