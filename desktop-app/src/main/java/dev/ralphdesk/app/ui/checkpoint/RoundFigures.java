package dev.ralphdesk.app.ui.checkpoint;

import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.git.ChatCheckpoints;
import dev.ralphdesk.core.git.CheckpointException;
import dev.ralphdesk.core.git.DiffStat;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.git.RoundSpan;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The figures of rounds ("N files changed, +a −b"), read in the background from the checkpoints in
 * their chat ({@code git diff-tree --numstat} from the checkpoint before a round to the one before the
 * next round of the same goal or run, else to the working tree now). A round whose changes end at a
 * checkpoint can no longer change: its figures are kept and never read again.
 */
public final class RoundFigures {
    private final SessionStore store;
    private final GitCheckpoints git;
    private final UiExecutor ui;
    private final Map<String, DiffStat> closed = new ConcurrentHashMap<>();

    public RoundFigures(SessionStore store, GitCheckpoints git, UiExecutor ui) {
        this.store = store;
        this.git = git;
        this.ui = ui;
    }

    /** Reads the figures of {@code rounds} (all of chat {@code chat}); {@code done} gets them on the UI thread. */
    public void read(SessionId chat, List<ChangesViewModel.RoundRef> rounds,
            Consumer<Map<ChangesViewModel.RoundRef, RoundFigure>> done) {
        ui.background(() -> figures(chat, rounds), done, e -> JulLogger.of(RoundFigures.class)
                .log(System.Logger.Level.WARNING, "the figures of the rounds of " + chat + ": " + e.getMessage()));
    }

    private Map<ChangesViewModel.RoundRef, RoundFigure> figures(SessionId chat,
            List<ChangesViewModel.RoundRef> rounds) {
        SessionLog log = store.open(chat);
        ChatCheckpoints checkpoints = ChatCheckpoints.of(log.events());
        Path workspace = Path.of(log.info().workspace());
        String why = checkpoints.unavailable().isEmpty() ? "no checkpoint was taken before this round"
                : checkpoints.unavailable();
        Map<ChangesViewModel.RoundRef, RoundFigure> figures = new LinkedHashMap<>();
        for (ChangesViewModel.RoundRef ref : rounds) {
            RoundSpan span = checkpoints.span(ref.work(), ref.owner(), ref.round()).orElse(null);
            figures.put(ref, span == null ? RoundFigure.none(why) : figure(workspace, span));
        }
        return figures;
    }

    private RoundFigure figure(Path workspace, RoundSpan span) {
        String key = span.before().commit() + ".." + span.to();
        DiffStat kept = closed.get(key);
        if (kept != null) {
            return RoundFigure.of(kept);
        }
        try {
            DiffStat stat = git.stat(workspace, span.before().commit(), span.to());
            if (span.closed()) {
                closed.put(key, stat);
            }
            return RoundFigure.of(stat);
        } catch (CheckpointException e) {
            return RoundFigure.none(e.getMessage());
        }
    }
}
