package dev.ralphdesk.core.tool;

import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.approval.Verdict;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.verify.EvidenceLedger;
import java.util.Objects;

/**
 * What a tool call may know: the session and its lineage, its workspace, the turn's origin, its
 * cancellation, the approval policy its effects go through and the verifier evidence recorded so
 * far in this turn.
 */
public record ToolContext(SessionLineage lineage, Workspace workspace, String turnId, String callId, InputOrigin origin,
        CancellationToken cancel, ApprovalPolicy approval, EvidenceLedger evidence) {
    public ToolContext {
        Objects.requireNonNull(lineage, "lineage");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(cancel, "cancel");
        approval = approval == null ? ApprovalPolicy.auto() : approval;
        Objects.requireNonNull(evidence, "evidence");
    }

    public SessionId sessionId() {
        return lineage.session();
    }

    /** Asks the approval policy, in this session's name, whether {@code effect} may happen. */
    public Verdict approve(Effect effect) {
        return approval.decide(lineage, effect);
    }
}
