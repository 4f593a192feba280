package dev.ralphdesk.core.approval;

import java.util.Objects;

/** How a harness approves effects: the mode, who is asked, and which places are protected. */
public record ApprovalSetup(ApprovalMode mode, Approver approver, ProtectedPaths protectedPaths) {
    public ApprovalSetup {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(approver, "approver");
        Objects.requireNonNull(protectedPaths, "protectedPaths");
    }

    /** Mode {@code auto}, nobody to ask, only the workspace's own protected names. */
    public static ApprovalSetup auto() {
        return new ApprovalSetup(ApprovalMode.AUTO, Approver.NOBODY, ProtectedPaths.WORKSPACE_ONLY);
    }

    /** Mode {@code mode}, asking {@code approver}, only the workspace's own protected names. */
    public static ApprovalSetup of(ApprovalMode mode, Approver approver) {
        return new ApprovalSetup(mode, approver, ProtectedPaths.WORKSPACE_ONLY);
    }

    public ApprovalSetup withProtectedPaths(ProtectedPaths paths) {
        return new ApprovalSetup(mode, approver, paths);
    }
}
