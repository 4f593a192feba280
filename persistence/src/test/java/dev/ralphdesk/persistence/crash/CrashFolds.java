package dev.ralphdesk.persistence.crash;

import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.agent.HistoryWindowFold;
import dev.ralphdesk.core.approval.GrantsFold;
import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.SessionFolds;
import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import java.util.List;
import java.util.Optional;

/** The checkpointed folds of the crash test's session: opened as the harness opens them (checkpoint + tail, or whole). */
final class CrashFolds {
    static final List<CheckpointFold> FOLDS = List.of(new HistoryWindowFold(AgentConfig.MIN_CONTEXT_WINDOW),
            new GrantsFold());

    private CrashFolds() {
    }

    /** From the latest checkpoint and the records after it; empty when the store has no usable checkpoint. */
    static Optional<SessionFolds> fromCheckpoint(SessionStore store, SessionId id) {
        Optional<Checkpoint> saved = store.checkpoint(id);
        if (saved.isEmpty()) {
            return Optional.empty();
        }
        SessionInfo info = store.info(id).orElseThrow();
        SessionFolds.Restored restored = SessionFolds.restore(FOLDS, info, saved.get());
        SessionFolds folds = restored.folds().orElseThrow(() -> new IllegalStateException(restored.mismatch()));
        SessionLog tail = store.openFrom(id, restored.replayFrom());
        folds.catchUp(saved.get(), tail.events(), tail.info().lastSeq());
        return Optional.of(folds);
    }

    static SessionFolds whole(SessionStore store, SessionId id) {
        SessionLog log = store.open(id);
        return SessionFolds.fold(FOLDS, log.info(), log.events());
    }
}
