package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStoreException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which sessions are read-only because a record of theirs is malformed. Learnt from every full
 * {@code open}, or by checking the log before the first append in this process; the records
 * appended afterwards were encoded by the catalog itself, so the verdict stays true.
 */
final class ReadOnlyVerdicts {
    private final Map<SessionId, Optional<String>> verdicts = new ConcurrentHashMap<>();
    private final SessionReader reader;
    private final Path database;

    ReadOnlyVerdicts(SessionReader reader, Path database) {
        this.reader = reader;
        this.database = database;
    }

    /** Records what a full read found: the first warning, or none. */
    void learn(SessionId id, Optional<String> firstWarning) {
        verdicts.put(id, firstWarning);
    }

    void forget(SessionId id) {
        verdicts.remove(id);
    }

    void requireWritable(SessionId id) {
        Optional<String> verdict = verdicts.get(id);
        if (verdict == null) {
            verdict = reader.firstWarning(id);
            verdicts.putIfAbsent(id, verdict);
        }
        if (verdict.isPresent()) {
            throw new SessionStoreException("Session " + id + " is read-only: " + verdict.get() + " (in " + database
                    + "). Nothing was added to it. Fork it at a seq before that record to continue in a copy.");
        }
    }
}
