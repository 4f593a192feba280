package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.NoticePosted;
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
 * the first question in its scope), and appended, then remembered, when the person gives one. The
 * person's single decisions (allow once, deny) are appended to the same log, as notices.
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

    /** Remembers the grants of a session just opened (folded from its log), unless already known. */
    public void load(SessionId id, List<ApprovalGrant> grants) {
        byScope.computeIfAbsent(id, key -> new CopyOnWriteArrayList<>(grants));
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

    /** Records a decision the person made about one effect (a notice) in the scope's log. */
    public void note(SessionLineage asker, NoticePosted decision) {
        if (store != null) {
            store.append(asker.approvalScope(), decision);
        }
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
