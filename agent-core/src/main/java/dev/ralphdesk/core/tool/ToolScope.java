package dev.ralphdesk.core.tool;

import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.session.SessionLineage;
import java.util.Objects;

/** The turn a {@link ToolSource} offers tools for: its session, workspace, cancellation and approval policy. */
public record ToolScope(SessionLineage lineage, Workspace workspace, String turnId, CancellationToken cancel,
        ApprovalPolicy approval) {
    public ToolScope {
        Objects.requireNonNull(lineage, "lineage");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(cancel, "cancel");
        Objects.requireNonNull(approval, "approval");
    }
}
