package dev.ralphdesk.core.approval;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * How a harness approves effects: the mode, who is asked, and which places are protected. A window
 * whose Settings can change the mode while it runs gives {@code live}: the mode in force is then read
 * at each question ({@link #current}); {@code mode} is the one it started with.
 */
public record ApprovalSetup(ApprovalMode mode, Approver approver, ProtectedPaths protectedPaths,
        Supplier<ApprovalMode> live) {
    public ApprovalSetup {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(approver, "approver");
        Objects.requireNonNull(protectedPaths, "protectedPaths");
    }

    public ApprovalSetup(ApprovalMode mode, Approver approver, ProtectedPaths protectedPaths) {
        this(mode, approver, protectedPaths, null);
    }

    /** A mode that {@code live} tells at each question (Settings saved while the window runs). */
    public static ApprovalSetup live(Supplier<ApprovalMode> live, Approver approver, ProtectedPaths protectedPaths) {
        return new ApprovalSetup(live.get(), approver, protectedPaths, live);
    }

    /** The mode in force now. */
    public ApprovalMode current() {
        return live == null ? mode : Objects.requireNonNull(live.get(), "live mode");
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
        return new ApprovalSetup(mode, approver, paths, live);
    }
}
