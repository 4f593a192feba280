package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalRequest;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.approval.Approver;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.sandbox.Sandbox;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.core.sandbox.ShellAccess;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * The warning on standard error that a headless command's shell commands run without a sandbox (or are
 * refused): given once, when shell commands first come into play — before the first question about one
 * ({@link #before(ApprovalSetup)}), else as the first one starts ({@link #guarding()}). Not as the command is
 * composed: the sandbox's probe (a {@code bwrap} run, 45–239 ms under load) would then hold the turn's first
 * model request, which needs nothing of its verdict. A command that never comes to a shell command warns of
 * nothing: nothing ran with the person's full access.
 */
final class SandboxWarning {
    private final Sandbox sandbox;
    private final PrintStream err;
    private volatile boolean given;

    SandboxWarning(Sandbox sandbox, PrintStream err) {
        this.sandbox = sandbox;
        this.err = err;
    }

    /** The sandbox's verdict taken (its probe waited for), and the warning printed if it is not active. */
    void give() {
        if (given) {
            return;
        }
        synchronized (this) { // a second command's start waits until the warning is out
            if (!given) {
                SandboxStatus status = sandbox.status();
                if (!status.active()) {
                    err.println("warning: " + status.summary());
                }
                given = true;
            }
        }
    }

    /** The sandbox, warning before its first use. */
    Sandbox guarding() {
        return new Sandbox() {
            @Override
            public List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access) {
                give();
                return sandbox.wrap(workspace, hidden, command, access);
            }

            @Override
            public boolean endsItsProcessesWithTheCommand() {
                give();
                return sandbox.endsItsProcessesWithTheCommand();
            }

            @Override
            public SandboxStatus status() {
                return sandbox.status();
            }

            @Override
            public void prepare() {
                sandbox.prepare(); // no verdict asked for yet: nothing to warn of
            }

            @Override
            public Ahead ahead() {
                return sandbox.ahead(); // a spare shell, no command: nothing to warn of yet
            }
        };
    }

    /** The same approval, warning before its first question about a shell command. */
    ApprovalSetup before(ApprovalSetup approval) {
        Approver asked = approval.approver();
        Approver warning = new Approver() {
            @Override
            public Answer ask(ApprovalRequest request) {
                warnFor(request);
                return asked.ask(request);
            }

            @Override
            public Answer ask(ApprovalRequest request, CancellationToken cancel) {
                warnFor(request);
                return asked.ask(request, cancel);
            }
        };
        return new ApprovalSetup(approval.mode(), warning, approval.protectedPaths(), approval.live(),
                approval.forced());
    }

    private void warnFor(ApprovalRequest request) {
        if (request.effect().kind() == Effect.Kind.SHELL) {
            give();
        }
    }
}
