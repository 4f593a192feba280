package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.SessionFolds;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.plugin.SessionValidator;
import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Opens a session for work from its latest checkpoint plus the records after it; when there is no
 * checkpoint, it does not match this build's folds, or a plugin validates sessions by reading whole
 * logs ({@link SessionValidator}), by folding the whole log. Either way the warnings follow the same
 * rules: a malformed record read, or a fold's violation, makes the session read-only with a warning
 * naming the record. Each fold's owner is told the state found ({@link CheckpointFold#opened}), also
 * of a read-only session (the goal engine then refuses goal verbs on it).
 */
final class SessionOpening {
    private static final System.Logger LOG = JulLogger.of(SessionOpening.class);
    private final SessionStore store;
    private final Supplier<List<SessionValidator>> validators;

    /** A session opened: the records read (the tail, or all), its folds and the checkpoint used (0: none). */
    record Opened(SessionLog log, SessionFolds folds, long checkpointSeq) {
    }

    SessionOpening(SessionStore store, Supplier<List<SessionValidator>> validators) {
        this.store = store;
        this.validators = validators;
    }

    Opened open(SessionId id, List<CheckpointFold> folds) {
        Optional<Checkpoint> saved = validators.get().isEmpty() ? store.checkpoint(id) : Optional.empty();
        if (saved.isPresent()) {
            Optional<Opened> resumed = resume(id, folds, saved.get());
            if (resumed.isPresent()) {
                return resumed.get();
            }
        }
        return whole(id, folds);
    }

    /** The whole log, folded, with the warnings of its malformed records, the folds and the validators. */
    Opened whole(SessionId id, List<CheckpointFold> folds) {
        return fold(store.open(id), folds);
    }

    /**
     * A log read (or just written), folded, with the warnings of its malformed records, the folds and
     * the validators.
     */
    Opened fold(SessionLog log, List<CheckpointFold> folds) {
        SessionFolds state = SessionFolds.fold(folds, log.info(), log.events());
        List<String> warnings = new ArrayList<>(log.warnings());
        warnings.addAll(state.violations());
        for (SessionValidator validator : validators.get()) {
            warnings.addAll(validator.validate(log));
        }
        state.announce();
        return new Opened(new SessionLog(log.info(), log.events(), log.skippedUnknown(), warnings), state, 0);
    }

    private Optional<Opened> resume(SessionId id, List<CheckpointFold> folds, Checkpoint checkpoint) {
        SessionInfo info = store.info(id).orElseThrow(() -> new SessionStoreException("no session " + id));
        SessionFolds.Restored restored = SessionFolds.restore(folds, info, checkpoint);
        if (restored.folds().isEmpty()) {
            LOG.log(System.Logger.Level.INFO, "session " + id + ": checkpoint at record " + checkpoint.seq()
                    + " not used (" + restored.mismatch() + "); folding the whole log");
            return Optional.empty();
        }
        SessionLog tail = restored.replayTypes().isPresent()
                ? store.openFrom(id, restored.replayFrom(), checkpoint.seq(), restored.replayTypes().get())
                : store.openFrom(id, restored.replayFrom());
        SessionFolds state = restored.folds().get();
        state.catchUp(checkpoint, tail.events(), tail.info().lastSeq());
        List<String> warnings = new ArrayList<>(tail.warnings());
        warnings.addAll(state.violations());
        state.announce();
        LOG.log(System.Logger.Level.INFO, "session " + id + ": opened from the checkpoint at record "
                + checkpoint.seq() + " and " + tail.events().size() + " records from " + restored.replayFrom());
        return Optional.of(new Opened(new SessionLog(tail.info(), tail.events(), tail.skippedUnknown(), warnings),
                state, checkpoint.seq()));
    }
}
