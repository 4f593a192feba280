package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.session.SessionEvent;
import java.util.Objects;

/**
 * The person allowed something for the rest of a session. Appended to the log of the session whose
 * decisions it covers ({@code scope}: a Ralph round's chat), naming the session that asked and, for
 * a round, its run and round. Replayed when the session is opened again, so the grant lasts as long
 * as the session; a fork, which decides anew, has another id and ignores it.
 */
public record ApprovalGranted(String scope, String asker, String runId, Integer round, ApprovalGrant grant)
        implements SessionEvent {
    public static final String TYPE = "approval/grant";

    public ApprovalGranted {
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(asker, "asker");
        Objects.requireNonNull(grant, "grant");
    }

    @Override
    public String type() {
        return TYPE;
    }

    /** One line for a transcript: "allowed for this session: shell `make test`". */
    public String describe() {
        String what;
        switch (grant.scope()) {
            case THIS:
                what = grant.tool() + " `" + grant.subject() + "`";
                break;
            case TOOL:
                what = "every " + grant.tool() + " call";
                break;
            default:
                what = "everything";
                break;
        }
        String target = grant.protectedTarget() == null ? "" : " (protected: " + grant.protectedTarget() + ")";
        String who = runId == null ? "" : " · asked by Ralph run " + runId + " round " + round;
        return "allowed for this session: " + what + target + who;
    }
}
