package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.session.SessionLineage;

/**
 * The one gate every effect of every tool goes through. Tools describe what they are about to do;
 * the policy answers from the mode, the session's grants and, when it must, the person.
 */
public interface ApprovalPolicy {

    /** Mode {@code auto} with nobody to ask and no log: what a tool test needs. */
    static ApprovalPolicy auto() {
        return of(ApprovalSetup.auto());
    }

    /** A policy of the setup's mode only, whose "for this session" grants are kept in memory only. */
    static ApprovalPolicy of(ApprovalSetup setup) {
        return new EffectPolicy(setup, SessionModes.unrecorded(setup), ApprovalGrants.unrecorded(), id -> "");
    }

    Verdict decide(SessionLineage asker, Effect effect);

    /** The same, in a turn that {@code cancel} stops: a question still open then is answered "denied". */
    default Verdict decide(SessionLineage asker, Effect effect, CancellationToken cancel) {
        return decide(asker, effect);
    }

    /** The places the tools must recognise as protected. */
    ProtectedPaths protectedPaths();
}
