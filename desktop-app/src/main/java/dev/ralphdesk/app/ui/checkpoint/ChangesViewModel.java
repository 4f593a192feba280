package dev.ralphdesk.app.ui.checkpoint;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.git.RoundRestore;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.session.SessionId;
import java.time.Clock;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The changes of one goal round or Ralph round, from the checkpoints recorded in its chat: "N files
 * changed, +a −b" and the unified diff (from the checkpoint before the round to the one before the
 * next round, or the working tree now), and "Restore workspace to before round N" through the
 * approval policy. Everything touching git or the store runs in the background.
 */
public final class ChangesViewModel {
    private final GitCheckpoints git;
    private final RoundRestore rounds;
    private final UiExecutor ui;

    public ChangesViewModel(Harness harness, GitCheckpoints git, UiExecutor ui) {
        this.git = git;
        this.rounds = new RoundRestore(git, harness.store(), harness.approvals(), harness::atRest, Clock.systemUTC());
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
            RoundRestore.Found found = rounds.find(ref.chat(), ref.work(), ref.owner(), ref.round());
            String from = found.span().before().commit();
            return new Changes(git.stat(found.workspace(), from, found.span().to()).summary(),
                    git.diff(found.workspace(), from, found.span().to()));
        }, done, e -> failed.accept(reason(e)));
    }

    /** Restores the workspace to before the round (asking first); {@code told} hears how it went. */
    public void restore(RoundRef ref, Consumer<Message> told) {
        ui.background(() -> rounds.restore(ref.chat(), ref.work(), ref.owner(), ref.round()),
                done -> told.accept(done.undo() == null ? Message.of("changes.nothingToRestore")
                        : Message.of("changes.restored", done.changed().size(), done.undo())),
                e -> told.accept(reason(e)));
    }

    private static Message reason(Exception e) {
        return Message.verbatim(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }
}
