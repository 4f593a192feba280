package dev.ralphdesk.core.session;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The session log: the only source of truth. Every semantic event is appended here; every view of
 * a session (transcript, goal, Ralph runs) is a fold over what {@link #open} returns.
 *
 * <p>Implementations commit each append durably before returning its seq, and update the session
 * index in the same transaction. Opening never writes. Nothing is deleted unless {@link #purge}
 * is called for a trashed session.
 */
public interface SessionStore extends AutoCloseable {

    /** Creates a session and appends its {@code session/created} event (seq 1). */
    SessionInfo create(NewSession spec);

    /**
     * Creates a session as {@link #create} does and returns its log as written (the index row and the
     * {@code session/created} record), for a caller about to work on it. The default reads it back;
     * a store that knows what it wrote returns that instead.
     */
    default SessionLog createLog(NewSession spec) {
        return open(create(spec).id());
    }

    /**
     * Appends one event and returns it as logged once committed: its seq (1-based, contiguous per
     * session) and the time the log records for it.
     *
     * @throws SessionStoreException when the session is unknown or read-only, or the write fails
     */
    LoggedEvent append(SessionId id, SessionEvent event);

    /** Reads and decodes the whole log; never writes. */
    SessionLog open(SessionId id);

    /**
     * Reads and decodes the records with seq {@code >= fromSeq} only: the tail of a long log, for a
     * first screen. The returned log's skipped count and warnings cover the records read, so a
     * malformed record before {@code fromSeq} does not show; {@link #append} refuses a read-only
     * session either way. Never writes. The default filters {@link #open}; stores override it to
     * read less.
     */
    default SessionLog openFrom(SessionId id, long fromSeq) {
        SessionLog all = open(id);
        return new SessionLog(all.info(), all.events().stream().filter(e -> e.seq() >= fromSeq).toList(),
                all.skippedUnknown(), all.warnings());
    }

    /**
     * Reads and decodes what a session reopened from its checkpoint needs: the records with seq
     * {@code >= fromSeq}, but of those up to {@code vouchedSeq} (the checkpoint's seq: it vouches for
     * them) only the ones of {@code types} — a fold that keeps a window of records wants only some of
     * them again. Every record after {@code vouchedSeq} is read, so the warnings and skipped count
     * cover every record the checkpoint does not vouch for. Never writes. The default filters
     * {@link #openFrom}; stores override it to read less.
     */
    default SessionLog openFrom(SessionId id, long fromSeq, long vouchedSeq, Set<String> types) {
        SessionLog tail = openFrom(id, fromSeq);
        return new SessionLog(tail.info(), tail.events().stream()
                .filter(e -> e.seq() > vouchedSeq || types.contains(e.event().type())).toList(),
                tail.skippedUnknown(), tail.warnings());
    }

    /**
     * The latest checkpoint of the session's folds that this store can vouch for: intact (its
     * checksum matches), of this build's format and event catalog, and not ahead of the log. Empty
     * when there is none, or when the one saved does not match (logged with the reason): the caller
     * then folds the whole log. Records are validated when they are written, and a checkpoint is only
     * saved for a session none of whose records is malformed: once one is returned, reading the
     * records after it ({@link #openFrom} from at most its seq + 1) tells whether the session is
     * read-only, with the same warnings a full read gives. The default has none.
     */
    default Optional<Checkpoint> checkpoint(SessionId id) {
        return Optional.empty();
    }

    /**
     * Saves a checkpoint of the session's folds through its seq, whose records must be committed;
     * its own transaction. A store may keep only the latest few. The default keeps none.
     */
    default void saveCheckpoint(SessionId id, Checkpoint checkpoint) {
    }

    /** The index row of one session. */
    Optional<SessionInfo> info(SessionId id);

    /** Sessions, most recently updated first; trashed ones only when asked for. */
    List<SessionInfo> list(boolean includeTrashed);

    /** Appends {@code session/renamed}. */
    void rename(SessionId id, String title);

    /** A new session whose log replays the parent's events 2..{@code atSeq}; the parent is untouched. */
    SessionInfo fork(SessionId id, long atSeq);

    /** Moves a session to the trash (restorable). */
    void trash(SessionId id);

    void restore(SessionId id);

    /** Deletes a trashed session for good. Refused for a session that is not in the trash. */
    void purge(SessionId id);

    /** Stores a large text (e.g. full tool output) by content hash; returns the hash. */
    String putBlob(String content);

    Optional<String> blob(String hash);

    @Override
    void close();

    /**
     * Closes the store of a process that ends right after: every write is committed and no other is
     * taken, but tidying that the next opening of the store does anyway may be left to it, and what
     * the store holds (connections, the data folder's lock) to the process's end. Never for a store
     * the process still needs, nor in a process that goes on. The default closes.
     */
    default void closeForExit() {
        close();
    }
}
