package dev.ralphdesk.app.ui.shell;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.tool.ShellApproval;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Approval mode {@code ask}: remembers "Allow for this session" per session (for this run only)
 * and turns the person's answer into a decision. Asking itself is the view's job.
 */
public final class ShellApprovalViewModel {
    private final Set<SessionId> allowedSessions = ConcurrentHashMap.newKeySet();

    /** The answers of the approval dialog. */
    public enum Answer {
        ALLOW_ONCE,
        ALLOW_FOR_SESSION,
        DENY
    }

    /** Whether the person already allowed every command of this session. */
    public boolean preapproved(SessionId session) {
        return allowedSessions.contains(session);
    }

    public ShellApproval.Decision answer(SessionId session, Answer answer) {
        switch (answer) {
            case ALLOW_FOR_SESSION:
                allowedSessions.add(session);
                return ShellApproval.Decision.ALLOW;
            case ALLOW_ONCE:
                return ShellApproval.Decision.ALLOW;
            case DENY:
                return ShellApproval.Decision.DENY;
            default:
                throw new IllegalStateException("unexpected answer " + answer);
        }
    }
}
