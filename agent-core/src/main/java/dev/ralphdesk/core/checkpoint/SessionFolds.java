package dev.ralphdesk.core.checkpoint;

import dev.ralphdesk.core.session.Checkpoint;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionInfo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The checkpointed folds of one session, all through the same record {@link #seq}: folded from the
 * whole log, or restored from a checkpoint and caught up with the records after it.
 */
public final class SessionFolds {
    private final SessionInfo info;
    private final Map<CheckpointFold, FoldState> states;
    private long seq;

    private SessionFolds(SessionInfo info, Map<CheckpointFold, FoldState> states, long seq) {
        this.info = info;
        this.states = states;
        this.seq = seq;
    }

    /** Every fold from its start over {@code events} (the whole log, seq 1 first). */
    public static SessionFolds fold(List<CheckpointFold> folds, SessionInfo info, List<LoggedEvent> events) {
        Map<CheckpointFold, FoldState> states = new LinkedHashMap<>();
        folds.forEach(fold -> states.put(fold, fold.start(info)));
        SessionFolds all = new SessionFolds(info, states, 0);
        events.forEach(all::add);
        all.seq = Math.max(all.seq, info.lastSeq());
        return all;
    }

    /**
     * Every fold restored from {@code checkpoint}; empty, with the reason, when a part is missing,
     * of another version, or unreadable. {@link #replayFrom} then says which records to read.
     */
    public static Restored restore(List<CheckpointFold> folds, SessionInfo info, Checkpoint checkpoint) {
        Map<CheckpointFold, FoldState> states = new LinkedHashMap<>();
        long from = checkpoint.seq() + 1;
        Optional<Set<String>> types = Optional.of(Set.of());
        for (CheckpointFold fold : folds) {
            Checkpoint.Part part = checkpoint.parts().get(fold.name());
            if (part == null || part.version() != fold.version()) {
                return Restored.mismatch("the " + fold.name() + " fold is version " + fold.version() + ", the checkpoint has "
                        + (part == null ? "none" : "version " + part.version()));
            }
            try {
                states.put(fold, fold.restore(info, part.state()));
                long foldFrom = fold.replayFrom(part.state(), checkpoint.seq());
                from = Math.min(from, foldFrom);
                if (foldFrom <= checkpoint.seq()) {
                    types = union(types, fold.replayTypes());
                }
            } catch (IllegalArgumentException e) {
                return Restored.mismatch("the " + fold.name() + " part cannot be read: " + e.getMessage());
            }
        }
        return new Restored(Optional.of(new SessionFolds(info, states, checkpoint.seq())), from, types, null);
    }

    private static Optional<Set<String>> union(Optional<Set<String>> some, Optional<Set<String>> more) {
        if (some.isEmpty() || more.isEmpty()) {
            return Optional.empty();
        }
        Set<String> both = new HashSet<>(some.get());
        both.addAll(more.get());
        return Optional.of(Set.copyOf(both));
    }

    /**
     * A restore: the folds, the first seq to feed them and the record types they need of those
     * through the checkpoint's seq (empty: every type) — or why the checkpoint does not fit.
     */
    public record Restored(Optional<SessionFolds> folds, long replayFrom, Optional<Set<String>> replayTypes,
            String mismatch) {
        static Restored mismatch(String why) {
            return new Restored(Optional.empty(), 0, Optional.empty(), why);
        }
    }

    /**
     * Feeds the records after a restore: each fold gets those from its own {@link CheckpointFold#replayFrom}
     * (a window fold wants some it has folded before), the others only those after the checkpoint.
     */
    public void catchUp(Checkpoint checkpoint, List<LoggedEvent> events, long lastSeq) {
        Map<CheckpointFold, Long> from = new LinkedHashMap<>();
        states.keySet().forEach(fold -> from.put(fold,
                fold.replayFrom(checkpoint.parts().get(fold.name()).state(), checkpoint.seq())));
        for (LoggedEvent logged : events) {
            states.forEach((fold, state) -> {
                if (logged.seq() >= from.get(fold)) {
                    state.add(logged);
                }
            });
        }
        seq = Math.max(seq, lastSeq);
    }

    /** Applies the next committed record to every fold. */
    public void add(LoggedEvent logged) {
        states.values().forEach(state -> state.add(logged));
        seq = logged.seq();
    }

    /** The last record folded. */
    public long seq() {
        return seq;
    }

    public SessionInfo info() {
        return info;
    }

    public Optional<FoldState> state(String name) {
        return states.entrySet().stream().filter(e -> e.getKey().name().equals(name)).map(Map.Entry::getValue)
                .findFirst();
    }

    /** The folds' violations (a session with any is read-only and gets no checkpoint). */
    public List<String> violations() {
        List<String> all = new ArrayList<>();
        states.values().forEach(state -> state.violation().ifPresent(all::add));
        return all;
    }

    /** Tells each fold's owner the state of the session just opened. */
    public void announce() {
        states.forEach((fold, state) -> fold.opened(info, state));
    }

    /** The checkpoint of the folds as they stand. */
    public Checkpoint save(String catalog) {
        Map<String, Checkpoint.Part> parts = new LinkedHashMap<>();
        states.forEach((fold, state) -> parts.put(fold.name(), new Checkpoint.Part(fold.version(), state.save())));
        return new Checkpoint(seq, catalog, parts);
    }
}
