package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.plugin.AgentDirectory;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.goal.replay.GoalFold;
import dev.ralphdesk.goal.replay.GoalReplay;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The goal state of every session ({@link SessionGoals}), folded from its log on first use, and the
 * live agent of a session (goals are armed for it). Shared by the goal API, the driver and the tools.
 */
public final class GoalRegistry {
    private final SessionStore store;
    private final SessionClaims claims;
    private final AgentDirectory agents;
    private final Map<SessionId, SessionGoals> sessions = new ConcurrentHashMap<>();
    private final Map<SessionId, Validated> validated = new ConcurrentHashMap<>();

    /** The fold of a session opened for work, kept for the first {@link #goals} of it. */
    private record Validated(long lastSeq, GoalFold fold, GoalReplay replay) {
    }

    public GoalRegistry(SessionStore store, SessionClaims claims, AgentDirectory agents) {
        this.store = store;
        this.claims = claims;
        this.agents = agents;
    }

    /**
     * The goal state of a session: on first use, the fold handed over when it was opened for work
     * (caught up with what the log gained since, unless it had no goal) or else folded from its log.
     */
    public SessionGoals goals(SessionId id) {
        return sessions.computeIfAbsent(id, key -> new SessionGoals(key, store, claims, replay(key)));
    }

    /** The goal state of a session if it was loaded already (never reads the log). */
    public SessionGoals loaded(SessionId id) {
        return sessions.get(id);
    }

    /** The session's live agent, or null when it is not open. */
    public AgentHandle live(SessionId id) {
        return agents.find(id).orElse(null);
    }

    /** The live agent of a session, opened if needed. */
    public AgentHandle open(SessionId id) {
        return agents.open(id);
    }

    private GoalReplay replay(SessionId id) {
        Validated known = validated.remove(id);
        if (known != null && known.replay().valid() && known.replay().goal() == null) {
            // no goal when it was opened: only a goal/change can change that, and only this registry
            // appends one, through the state made here; what the log gained since is not read back
            return known.replay();
        }
        long lastSeq = store.info(id).map(SessionInfo::lastSeq)
                .orElseThrow(() -> new SessionStoreException("no session " + id));
        if (known != null && known.lastSeq() == lastSeq) {
            return known.replay();
        }
        if (known != null && known.lastSeq() < lastSeq && known.replay().valid()) {
            // the log grew since it was validated (a turn started): read only what was appended
            return known.fold().add(store.openFrom(id, known.lastSeq() + 1).events());
        }
        return GoalFold.fold(store.open(id).events());
    }

    /**
     * The goal fold of a session opened for work (restored from a checkpoint and caught up, or
     * folded whole), kept for the first {@link #goals} of it; a violation makes goals already
     * loaded invalid (the session is read-only).
     */
    public void opened(SessionId id, GoalFold fold) {
        GoalReplay replay = fold.replay();
        SessionGoals known = sessions.get(id);
        if (known == null) {
            validated.put(id, new Validated(fold.lastSeq(), fold, replay));
        } else if (!replay.valid()) {
            synchronized (known) {
                known.invalid(replay.violation());
                known.publish(known.view(live(id)));
            }
        }
    }
}
