package dev.ralphdesk.core.approval;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * How a harness approves effects: the default mode, who is asked, and which places are protected. A
 * chat's own mode, chosen in its log, wins over the default ({@link SessionModes}) unless the setup is
 * {@code forced} (an explicit {@code --approve}). A window whose Settings can change the default while
 * it runs gives {@code live}: the default in force is then read at each question ({@link #current});
 * {@code mode} is the one it started with.
 */
public record ApprovalSetup(ApprovalMode mode, Approver approver, ProtectedPaths protectedPaths,
        Supplier<ApprovalMode> live, boolean forced) {
    public ApprovalSetup {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(approver, "approver");
        Objects.requireNonNull(protectedPaths, "protectedPaths");
    }

    public ApprovalSetup(ApprovalMode mode, Approver approver, ProtectedPaths protectedPaths) {
        this(mode, approver, protectedPaths, null, false);
    }

    /** A default that {@code live} tells at each question (Settings saved while the window runs). */
    public static ApprovalSetup live(Supplier<ApprovalMode> live, Approver approver, ProtectedPaths protectedPaths) {
        return new ApprovalSetup(live.get(), approver, protectedPaths, live, false);
    }

    /** The default mode in force now. */
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

    /** The same, its mode ruling every session, whatever mode a session's log chose. */
    public ApprovalSetup forcing() {
        return new ApprovalSetup(mode, approver, protectedPaths, live, true);
    }

    public ApprovalSetup withProtectedPaths(ProtectedPaths paths) {
        return new ApprovalSetup(mode, approver, paths, live, forced);
    }
}
