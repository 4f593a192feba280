package dev.ralphdesk.core.session.memory;

import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.DecodedEvent;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.SessionCreated;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A session store in memory with the same contract as the SQLite one: events are encoded to JSON
 * on append and decoded on open, so tests exercise the real codec.
 */
public final class InMemorySessionStore implements SessionStore {
    private final EventCatalog catalog;
    private final Clock clock;
    private final Map<SessionId, Entry> sessions = new LinkedHashMap<>();
    private final Map<String, String> blobs = new HashMap<>();
    private final Map<SessionId, Checkpoint> checkpoints = new HashMap<>();

    public InMemorySessionStore(EventCatalog catalog) {
        this(catalog, Clock.systemUTC());
    }

    public InMemorySessionStore(EventCatalog catalog, Clock clock) {
        this.catalog = catalog;
        this.clock = clock;
    }

    private record Stored(long seq, Instant time, String type, int version, String json) {
    }

    private static final class Entry {
        SessionInfo info;
        final List<Stored> events = new ArrayList<>();

        Entry(SessionInfo info) {
            this.info = info;
        }
    }

    @Override
    public synchronized SessionInfo create(NewSession spec) {
        return createWith(spec, null, null);
    }

    private SessionInfo createWith(NewSession spec, SessionId parent, Long forkSeq) {
        SessionId id = SessionId.random();
        Instant now = clock.instant();
        SessionId parentId = parent != null ? parent : spec.parent();
        SessionInfo info = new SessionInfo(id, spec.kind(), spec.title(), spec.workspace().toString(), parentId,
                forkSeq, now, now, 0, false, Map.of());
        sessions.put(id, new Entry(info));
        append(id, new SessionCreated(spec.kind().wire(), spec.title(), spec.workspace().toString(),
                parentId == null ? null : parentId.value(), forkSeq, spec.runId(), spec.round()));
        return sessions.get(id).info;
    }

    @Override
    public synchronized LoggedEvent append(SessionId id, SessionEvent event) {
        Entry entry = entry(id);
        String json = catalog.encode(event);
        long seq = entry.info.lastSeq() + 1;
        Instant now = clock.instant();
        entry.events.add(new Stored(seq, now, event.type(), catalog.typeOf(event).version(), json));
        Map<String, String> columns = new HashMap<>(entry.info.columns());
        String title = event.indexColumns().getOrDefault("title", entry.info.title());
        applyColumns(columns, event);
        SessionInfo old = entry.info;
        entry.info = new SessionInfo(old.id(), old.kind(), title, old.workspace(), old.parentId(), old.forkSeq(),
                old.createdAt(), now, seq, old.trashed(), columns);
        return new LoggedEvent(seq, now, event);
    }

    /** Test hook: appends a raw record, as a damaged or foreign database would hold it. */
    public synchronized long appendRaw(SessionId id, String type, int version, String json) {
        Entry entry = entry(id);
        long seq = entry.info.lastSeq() + 1;
        entry.events.add(new Stored(seq, clock.instant(), type, version, json));
        SessionInfo old = entry.info;
        entry.info = new SessionInfo(old.id(), old.kind(), old.title(), old.workspace(), old.parentId(),
                old.forkSeq(), old.createdAt(), old.updatedAt(), seq, old.trashed(), old.columns());
        return seq;
    }

    @Override
    public synchronized SessionLog open(SessionId id) {
        Entry entry = entry(id);
        List<LoggedEvent> events = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        int unknown = 0;
        for (Stored stored : entry.events) {
            DecodedEvent decoded = catalog.decode(stored.type(), stored.version(), stored.json());
            if (decoded instanceof DecodedEvent.Known known) {
                events.add(new LoggedEvent(stored.seq(), stored.time(), known.event()));
            } else if (decoded instanceof DecodedEvent.Unknown) {
                unknown++;
            } else if (decoded instanceof DecodedEvent.Malformed bad) {
                warnings.add("record " + stored.seq() + " (" + bad.type() + ") is malformed: " + bad.problem());
            } else {
                throw new IllegalStateException("unexpected decode result " + decoded);
            }
        }
        return new SessionLog(entry.info, events, unknown, warnings);
    }

    /** The latest checkpoint saved, unless it is of another catalog or ahead of the log. */
    @Override
    public synchronized Optional<Checkpoint> checkpoint(SessionId id) {
        Checkpoint saved = checkpoints.get(id);
        if (saved == null || !saved.catalog().equals(catalog.fingerprint()) || saved.seq() > entry(id).info.lastSeq()) {
            return Optional.empty();
        }
        return Optional.of(saved);
    }

    @Override
    public synchronized void saveCheckpoint(SessionId id, Checkpoint checkpoint) {
        if (checkpoint.seq() > entry(id).info.lastSeq()) {
            throw new SessionStoreException("checkpoint at seq " + checkpoint.seq() + " is ahead of session " + id);
        }
        checkpoints.put(id, checkpoint);
    }

    @Override
    public synchronized Optional<SessionInfo> info(SessionId id) {
        Entry entry = sessions.get(id);
        return entry == null ? Optional.empty() : Optional.of(entry.info);
    }

    @Override
    public synchronized List<SessionInfo> list(boolean includeTrashed) {
        return sessions.values().stream()
                .map(e -> e.info)
                .filter(i -> includeTrashed || !i.trashed())
                .sorted(Comparator.comparing(SessionInfo::updatedAt).thenComparing(SessionInfo::lastSeq).reversed())
                .toList();
    }

    @Override
    public synchronized void rename(SessionId id, String title) {
        append(id, new dev.ralphdesk.core.session.event.SessionRenamed(title));
    }

    @Override
    public synchronized SessionInfo fork(SessionId id, long atSeq) {
        Entry parent = entry(id);
        if (atSeq < 1 || atSeq > parent.info.lastSeq()) {
            throw new SessionStoreException("cannot fork at seq " + atSeq + ": the session has seqs 1.."
                    + parent.info.lastSeq());
        }
        NewSession spec = new NewSession(parent.info.kind(), parent.info.title() + " (fork)",
                java.nio.file.Path.of(parent.info.workspace()), id, null, null);
        SessionInfo child = createWith(spec, id, atSeq);
        Entry childEntry = sessions.get(child.id());
        Map<String, String> columns = new HashMap<>();
        for (Stored stored : parent.events) {
            if (stored.seq() > 1 && stored.seq() <= atSeq) {
                long seq = childEntry.info.lastSeq() + 1;
                childEntry.events.add(new Stored(seq, stored.time(), stored.type(), stored.version(), stored.json()));
                if (catalog.decode(stored.type(), stored.version(), stored.json()) instanceof DecodedEvent.Known known) {
                    applyColumns(columns, known.event()); // the fork inherits the summary columns, as in SQLite
                }
                SessionInfo old = childEntry.info;
                childEntry.info = new SessionInfo(old.id(), old.kind(), old.title(), old.workspace(), old.parentId(),
                        old.forkSeq(), old.createdAt(), old.updatedAt(), seq, false, columns);
            }
        }
        return childEntry.info;
    }

    /** Applies an event's index columns but the title ({@code null} clears a column). */
    private static void applyColumns(Map<String, String> columns, SessionEvent event) {
        for (Map.Entry<String, String> column : event.indexColumns().entrySet()) {
            if (column.getKey().equals("title")) {
                continue;
            }
            if (column.getValue() == null) {
                columns.remove(column.getKey());
            } else {
                columns.put(column.getKey(), column.getValue());
            }
        }
    }

    @Override
    public synchronized void trash(SessionId id) {
        setTrashed(id, true);
    }

    @Override
    public synchronized void restore(SessionId id) {
        setTrashed(id, false);
    }

    private void setTrashed(SessionId id, boolean trashed) {
        Entry entry = entry(id);
        SessionInfo old = entry.info;
        entry.info = new SessionInfo(old.id(), old.kind(), old.title(), old.workspace(), old.parentId(), old.forkSeq(),
                old.createdAt(), old.updatedAt(), old.lastSeq(), trashed, old.columns());
    }

    @Override
    public synchronized void purge(SessionId id) {
        if (!entry(id).info.trashed()) {
            throw new SessionStoreException("session " + id + " is not in the trash; trash it before purging");
        }
        sessions.remove(id);
        checkpoints.remove(id);
    }

    @Override
    public synchronized String putBlob(String content) {
        String hash = sha256(content);
        blobs.put(hash, content);
        return hash;
    }

    @Override
    public synchronized Optional<String> blob(String hash) {
        return Optional.ofNullable(blobs.get(hash));
    }

    @Override
    public void close() {
        // nothing to release
    }

    private Entry entry(SessionId id) {
        Entry entry = sessions.get(id);
        if (entry == null) {
            throw new SessionStoreException("no session " + id);
        }
        return entry;
    }

    static String sha256(String content) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(content.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }
}
