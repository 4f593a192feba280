package dev.ralphdesk.core.checkpoint;

import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.SessionInfo;
import java.util.Optional;
import java.util.Set;

/**
 * A fold whose state a {@link Checkpoint} holds, so a session reopens from its latest checkpoint
 * plus the records after it instead of folding the whole log. The core registers the history
 * window, the lineage and the approval grants; plugins register theirs (the goal fold).
 *
 * <p>Contract, shown by each fold's table test: for every seq S, restoring the state saved after
 * records 1..S and adding the records from {@link #replayFrom} on gives the state of one fold of the
 * whole log.
 */
public interface CheckpointFold {

    /** The part's key in a checkpoint: lower-case, unique among the registered folds. */
    String name();

    /** Raised whenever the saved form or the fold's logic changes: a checkpoint of another version is not used. */
    int version();

    /** The state before any record. */
    FoldState start(SessionInfo info);

    /**
     * The state a checkpoint saved.
     *
     * @throws IllegalArgumentException when {@code saved} cannot be read (the whole log is folded instead)
     */
    FoldState restore(SessionInfo info, String saved);

    /**
     * The first seq the restored state needs to be fed: usually the record after the checkpoint,
     * earlier for a fold that keeps a window of records rather than their summary.
     */
    default long replayFrom(String saved, long checkpointSeq) {
        return checkpointSeq + 1;
    }

    /**
     * The record types the restored state needs of the records from {@link #replayFrom} through the
     * checkpoint's seq (after it, it is fed every record): those of other types are not read. Empty:
     * every type. Only a fold that replays from before its checkpoint is asked.
     */
    default Optional<Set<String>> replayTypes() {
        return Optional.empty();
    }

    /**
     * Hands the fold's owner the state of a session opened for work, through its last record
     * (restored and caught up, or folded whole). The default does nothing.
     */
    default void opened(SessionInfo info, FoldState state) {
    }
}
