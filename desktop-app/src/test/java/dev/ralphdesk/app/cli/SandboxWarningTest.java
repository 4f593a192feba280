package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalRequest;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.effect.FileChange;
import dev.ralphdesk.core.effect.ShellCommand;
import dev.ralphdesk.core.sandbox.Sandbox;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.core.sandbox.ShellAccess;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The headless warning of a shell without a sandbox: once, before the first shell command's question or
 * start, and the sandbox's verdict not asked for until then (the turn's first request does not wait for it).
 */
class SandboxWarningTest {
    /** What happened, in order: the lines on standard error and the sandbox's uses. */
    private final List<String> happened = new ArrayList<>();
    private final PrintStream err = new PrintStream(new OutputStream() {
        private final StringBuilder line = new StringBuilder();

        @Override
        public void write(int b) {
            if (b == '\n') {
                happened.add("err: " + line);
                line.setLength(0);
            } else {
                line.append((char) b);
            }
        }
    }, true, StandardCharsets.US_ASCII);

    /** A sandbox whose verdict is {@code status}, noting when the verdict is asked for and each use. */
    private Sandbox probed(SandboxStatus status) {
        return new Sandbox() {
            @Override
            public List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access) {
                happened.add("wrap " + command);
                return command;
            }

            @Override
            public boolean endsItsProcessesWithTheCommand() {
                happened.add("ends");
                return false;
            }

            @Override
            public SandboxStatus status() {
                happened.add("verdict");
                return status;
            }

            @Override
            public void prepare() {
                happened.add("prepare");
            }

            @Override
            public Ahead ahead() {
                happened.add("ahead");
                return Sandbox.super.ahead();
            }
        };
    }

    private static final SandboxStatus FAILED = new SandboxStatus(SandboxStatus.State.UNAVAILABLE,
            "no sandbox: bwrap does not work here (exit 1)");

    @Test
    void aSandboxThatFailedItsProbeWarnsOnceBeforeTheFirstCommandStarts() {
        Sandbox sandbox = new SandboxWarning(probed(FAILED), err).guarding();
        sandbox.endsItsProcessesWithTheCommand();
        sandbox.wrap(Path.of("/w"), List.of(), List.of("true"), ShellAccess.STANDARD);
        sandbox.wrap(Path.of("/w"), List.of(), List.of("false"), ShellAccess.STANDARD);
        assertEquals(List.of("verdict", "err: warning: no sandbox: bwrap does not work here (exit 1)", "ends",
                "wrap [true]", "wrap [false]"), happened);
    }

    @Test
    void withoutAShellCommandTheVerdictIsNotWaitedForAndNothingIsSaid() {
        SandboxWarning warning = new SandboxWarning(probed(FAILED), err);
        warning.guarding();
        ApprovalSetup approval = warning.before(ApprovalSetup.of(ApprovalMode.ASK, request -> Answer.deny()));
        approval.approver().ask(request(new FileChange("write_file", "a.txt", "+a", null)));
        assertEquals(List.of(), happened);
    }

    @Test
    void preparingTheSandboxStartsItsProbeButAsksForNoVerdictAndSaysNothing() {
        Sandbox sandbox = new SandboxWarning(probed(FAILED), err).guarding();
        sandbox.prepare();
        assertEquals(List.of("prepare"), happened);
    }

    /**
     * A turn's first request starts a spare shell before any command: the sandbox it runs in (where the
     * probe has not started, its trial) is asked for without the verdict's warning — no command runs in it.
     */
    @Test
    void aSpareShellStartedAheadAsksForNoVerdictAndSaysNothing() {
        Sandbox sandbox = new SandboxWarning(probed(FAILED), err).guarding();
        sandbox.ahead().sandbox().wrap(Path.of("/w"), List.of(), List.of("spare"), ShellAccess.STANDARD);
        assertEquals(List.of("ahead", "wrap [spare]"), happened);
    }

    @Test
    void anActiveSandboxSaysNothing() {
        Sandbox sandbox = new SandboxWarning(probed(new SandboxStatus(SandboxStatus.State.ACTIVE, "bubblewrap")), err)
                .guarding();
        sandbox.wrap(Path.of("/w"), List.of(), List.of("true"), ShellAccess.STANDARD);
        assertEquals(List.of("verdict", "wrap [true]"), happened);
    }

    @Test
    void theQuestionAboutTheFirstShellCommandComesAfterTheWarningAndTheCommandDoesNotWarnAgain() {
        SandboxWarning warning = new SandboxWarning(probed(FAILED), err);
        Sandbox sandbox = warning.guarding();
        ApprovalSetup approval = warning.before(ApprovalSetup.of(ApprovalMode.ASK, request -> {
            happened.add("asked " + request.effect().subject());
            return Answer.deny();
        }).forcing());
        approval.approver().ask(request(new ShellCommand("shell", "rm -rf build", null)));
        sandbox.wrap(Path.of("/w"), List.of(), List.of("rm"), ShellAccess.STANDARD);
        assertEquals(List.of("verdict", "err: warning: no sandbox: bwrap does not work here (exit 1)",
                "asked rm -rf build", "wrap [rm]"), happened);
        assertTrue(approval.forced(), "the setup is the same but for the warning");
    }

    private static ApprovalRequest request(Effect effect) {
        return new ApprovalRequest(SessionLineage.chat(new SessionId("chat")), "chat", effect, ApprovalMode.ASK);
    }
}
