package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.ApprovalGranted;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The "for this session" grants of the sessions this harness works with, by approval scope. A
 * session's grants are its log's {@link ApprovalGranted} events: read when its agent is built (or on
 * the first question in its scope), and appended, then remembered, when the person gives one.
 */
public final class ApprovalGrants {
    private final SessionStore store;
    private final Map<SessionId, List<ApprovalGrant>> byScope = new ConcurrentHashMap<>();

    /** Grants recorded in, and read from, the sessions' logs in {@code store}. */
    public ApprovalGrants(SessionStore store) {
        this.store = Objects.requireNonNull(store, "store");
    }

    private ApprovalGrants() {
        this.store = null;
    }

    /** Grants kept in memory only, for tools composed without a session log. */
    public static ApprovalGrants unrecorded() {
        return new ApprovalGrants();
    }

    /** The grants a session's log records for that session itself (pure). */
    public static List<ApprovalGrant> fold(SessionId session, List<LoggedEvent> events) {
        List<ApprovalGrant> grants = new ArrayList<>();
        for (LoggedEvent logged : events) {
            if (logged.event() instanceof ApprovalGranted granted && granted.scope().equals(session.value())) {
                grants.add(granted.grant());
            }
        }
        return grants;
    }

    /** Remembers the grants of a session whose log was just read, unless already known. */
    public void load(SessionLog log) {
        SessionId id = log.info().id();
        byScope.computeIfAbsent(id, key -> new CopyOnWriteArrayList<>(fold(key, log.events())));
    }

    public boolean covers(SessionId scope, Effect effect) {
        for (ApprovalGrant grant : grantsOf(scope)) {
            if (grant.covers(effect)) {
                return true;
            }
        }
        return false;
    }

    /** Records a grant in the scope's log, then remembers it. */
    public void record(SessionLineage asker, ApprovalGrant grant) {
        SessionId scope = asker.approvalScope();
        if (store != null) {
            store.append(scope, new ApprovalGranted(scope.value(), asker.session().value(), asker.runId(), asker.round(),
                    grant));
        }
        grantsOf(scope).add(grant);
    }

    private List<ApprovalGrant> grantsOf(SessionId scope) {
        return byScope.computeIfAbsent(scope, key -> {
            if (store == null) {
                return new CopyOnWriteArrayList<>();
            }
            try {
                return new CopyOnWriteArrayList<>(fold(key, store.open(key).events()));
            } catch (SessionStoreException e) {
                return new CopyOnWriteArrayList<>();
            }
        });
    }
}
