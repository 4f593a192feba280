package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.session.SessionLineage;
import java.util.Objects;

/**
 * What the person is asked: the effect, the session that asks (with its Ralph run and round, when a
 * round asks), the title of the session whose decisions the answer covers, and the mode in force.
 */
public record ApprovalRequest(SessionLineage asker, String scopeTitle, Effect effect, ApprovalMode mode) {
    public ApprovalRequest {
        Objects.requireNonNull(asker, "asker");
        scopeTitle = scopeTitle == null ? "" : scopeTitle;
        Objects.requireNonNull(effect, "effect");
        Objects.requireNonNull(mode, "mode");
    }
}
