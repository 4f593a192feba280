package dev.ralphdesk.ralph.service;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.ralph.replay.RalphTimeline;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphColumns;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Finds runs in the session log: a session's timeline, a run by id, the session a run belongs to. */
final class RunLookup {
    private final SessionStore store;
    private final Map<String, RalphRun> active;

    RunLookup(SessionStore store, Map<String, RalphRun> active) {
        this.store = store;
        this.active = active;
    }

    /** The timeline of a session: its runs in start order; unfinished runs not going here are interrupted. */
    List<RunView> runs(SessionId session) {
        List<LoggedEvent> events = store.open(session).events();
        // Only this session's own going run is live here; a fork's copy of it is not.
        Set<String> live = active.values().stream().filter(r -> r.session().equals(session)).map(RalphRun::runId)
                .collect(Collectors.toSet());
        return RalphTimeline.fold(events, live);
    }

    Optional<RunView> run(SessionId session, String runId) {
        return runs(session).stream().filter(r -> r.runId().equals(runId)).findFirst();
    }

    /**
     * The id of every run in the store: those of each session whose index names a run (a session
     * with runs always names its latest), read from its timeline.
     */
    Set<String> runIds() {
        Set<String> ids = new java.util.LinkedHashSet<>();
        for (SessionInfo info : store.list(true)) {
            if (info.column(RalphColumns.RUN_ID) != null) {
                runs(info.id()).forEach(run -> ids.add(run.runId()));
            }
        }
        return ids;
    }

    /** A run anywhere in the store, by id. */
    Optional<RunView> run(String runId) {
        return sessionOf(runId).flatMap(session -> run(session, runId));
    }

    /**
     * The chat session a run belongs to: the session whose latest run it is, else the parent of one
     * of its child sessions, else (slowest) any chat session whose timeline holds it.
     */
    Optional<SessionId> sessionOf(String runId) {
        RalphRun live = active.get(runId);
        if (live != null) {
            return Optional.of(live.session());
        }
        List<SessionInfo> sessions = store.list(true);
        // A fork copies the run's events and index column: the session the run belongs to is the one
        // its run-started names (old logs name none, and the first holder is taken).
        Optional<SessionId> legacy = Optional.empty();
        for (SessionInfo info : sessions) {
            if (runId.equals(info.column(RalphColumns.RUN_ID))) {
                Optional<RunView> found = run(info.id(), runId);
                if (found.isPresent() && found.get().parentSessionId() != null) {
                    if (found.get().belongsTo(info.id())) {
                        return Optional.of(info.id());
                    }
                } else if (found.isPresent() && legacy.isEmpty()) {
                    legacy = Optional.of(info.id());
                }
            }
        }
        if (legacy.isPresent()) {
            return legacy;
        }
        for (SessionInfo info : sessions) {
            if (info.kind() == SessionKind.RALPH_CHILD && info.parentId() != null
                    && info.title().contains(runId) && run(info.parentId(), runId).isPresent()) {
                return Optional.of(info.parentId());
            }
        }
        for (SessionInfo info : sessions) {
            if (info.kind() == SessionKind.CHAT
                    && run(info.id(), runId).filter(found -> found.belongsTo(info.id())).isPresent()) {
                return Optional.of(info.id());
            }
        }
        return Optional.empty();
    }
}
