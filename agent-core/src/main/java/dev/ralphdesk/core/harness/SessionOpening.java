package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.SessionFolds;
import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Opens a session for work from its latest checkpoint plus the records after it; when there is no
 * checkpoint, or it does not match this build's folds, by folding the whole log (as the window's
 * {@code inspect} reads it). Either way the warnings follow the same rules: a malformed record read,
 * or a fold's violation, makes the session read-only with a warning naming the record.
 */
final class SessionOpening {
    private static final System.Logger LOG = System.getLogger(SessionOpening.class.getName());
    private final SessionStore store;
    private final Function<SessionId, SessionLog> wholeLog;

    /** A session opened: the records read (the tail, or all), its folds and the checkpoint used (0: none). */
    record Opened(SessionLog log, SessionFolds folds, long checkpointSeq) {
    }

    SessionOpening(SessionStore store, Function<SessionId, SessionLog> wholeLog) {
        this.store = store;
        this.wholeLog = wholeLog;
    }

    Opened open(SessionId id, List<CheckpointFold> folds) {
        Optional<Checkpoint> saved = store.checkpoint(id);
        if (saved.isPresent()) {
            Optional<Opened> resumed = resume(id, folds, saved.get());
            if (resumed.isPresent()) {
                return resumed.get();
            }
        }
        SessionLog log = wholeLog.apply(id);
        return new Opened(log, SessionFolds.fold(folds, log.info(), log.events()), 0);
    }

    private Optional<Opened> resume(SessionId id, List<CheckpointFold> folds, Checkpoint checkpoint) {
        SessionInfo info = store.info(id).orElseThrow(() -> new SessionStoreException("no session " + id));
        SessionFolds.Restored restored = SessionFolds.restore(folds, info, checkpoint);
        if (restored.folds().isEmpty()) {
            LOG.log(System.Logger.Level.INFO, "session " + id + ": checkpoint at record " + checkpoint.seq()
                    + " not used (" + restored.mismatch() + "); folding the whole log");
            return Optional.empty();
        }
        SessionLog tail = store.openFrom(id, restored.replayFrom());
        SessionFolds state = restored.folds().get();
        state.catchUp(checkpoint, tail.events(), tail.info().lastSeq());
        List<String> warnings = new ArrayList<>(tail.warnings());
        warnings.addAll(state.violations());
        LOG.log(System.Logger.Level.INFO, "session " + id + ": opened from the checkpoint at record "
                + checkpoint.seq() + " and " + tail.events().size() + " records from " + restored.replayFrom());
        return Optional.of(new Opened(new SessionLog(tail.info(), tail.events(), tail.skippedUnknown(), warnings),
                state, checkpoint.seq()));
    }
}
