package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.ralph.testing.RalphStack.blocked;
import static dev.ralphdesk.ralph.testing.RalphStack.complete;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probes of "evidence can be gamed", on a Ralph run: a complete report after a passing check
 * followed by a change made through the shell, or after a command that verifies nothing, is
 * refused; a run with a check command is certified by the check alone.
 */
class RalphEvidenceTest {
    @TempDir
    Path workspace;

    @BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "echo check: PASS");
        Files.createDirectories(workspace.resolve("notes"));
    }

    private RalphResult run(RalphStack stack, RalphRequest request) throws Exception {
        Agent parent = stack.chat(workspace);
        return stack.service().start(parent.sessionId(), request).result().get(60, TimeUnit.SECONDS);
    }

    /** What submit_report answered the first time it was called. */
    private static String firstReportAnswer(RalphStack stack) {
        for (ModelRequest request : stack.childRequests()) {
            ChatMessage last = request.messages().get(request.messages().size() - 1);
            if (last instanceof ChatMessage.ToolResult result && result.toolName().equals("submit_report")) {
                return result.content();
            }
        }
        throw new AssertionError("submit_report never answered");
    }

    @Test
    void aShellWriteAfterThePassingCheckRefusesTheCompleteReport() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(runCheck(), shell("echo x > notes/d.txt"),
                submit(complete("done", "sh check.sh passed")), text("ok"),
                submit(blocked("refused", "the gate refused the claim")), text("ok")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("write the notes").withMaxRounds(1));

            assertEquals(RalphOutcome.BLOCKED, result.outcome());
            assertTrue(firstReportAnswer(stack).startsWith("Completion refused: the workspace changed during or after "
                    + "the latest passing verifier run"), firstReportAnswer(stack));
        }
    }

    @Test
    void lsIsNoVerifierAndTheCompleteReportIsRefused() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(shell("ls"), submit(complete("done", "ls showed the files")),
                text("ok"), submit(blocked("refused", "the gate refused the claim")), text("ok")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("write the notes").withMaxRounds(1));

            assertEquals(RalphOutcome.BLOCKED, result.outcome());
            assertTrue(firstReportAnswer(stack).startsWith("Completion refused: no verifier has run in this round"),
                    firstReportAnswer(stack));
        }
    }

    @Test
    void withACheckCommandTheCheckCertifiesWithoutTheWorkersEvidence() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(shell("echo done > notes/d.txt"),
                submit(complete("done", "wrote notes/d.txt")), text("ok")), Map.of())) {
            RalphResult result = run(stack, RalphRequest.of("write the notes").withMaxRounds(1)
                    .withCheck("test -f notes/d.txt"));

            assertEquals(RalphOutcome.COMPLETE, result.outcome());
            assertEquals(List.of("check passed"), result.certifiedBy());
            assertTrue(firstReportAnswer(stack).startsWith("Report recorded (complete)"), firstReportAnswer(stack));
        }
    }
}
