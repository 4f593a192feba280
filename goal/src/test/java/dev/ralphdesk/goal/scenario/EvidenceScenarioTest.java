package dev.ralphdesk.goal.scenario;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probes of "evidence can be gamed", on a goal: a passing check followed by a change made
 * through the shell, or a command that verifies nothing, does not complete the goal; a failing
 * command that is no verifier does not block it.
 */
class EvidenceScenarioTest {
    @TempDir
    Path workspace;

    @BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "echo check: PASS");
        Files.createDirectories(workspace.resolve("notes"));
    }

    private static GoalView runOneRound(GoalStack s) throws Exception {
        Agent agent = s.chat();
        assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("finish the notes").withMaxGoalRounds(1)).ok());
        s.awaitIdle(agent);
        return s.view(agent.sessionId());
    }

    private static List<String> notices(GoalStack s) {
        return s.t.committed(NoticePosted.class).stream().map(NoticePosted::text).toList();
    }

    @Test
    void aShellWriteAfterThePassingCheckRefusesTheClaim() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, runCheck(), shell("echo x > notes/d.txt"),
                text("All verified. <promise>DONE</promise>"), text("Closing."))) {
            GoalView view = runOneRound(s);

            assertEquals(GoalPhase.BLOCKED, view.goal().phase());
            assertEquals(BlockReason.ROUND_LIMIT, view.goal().blockedReason().code());
            assertTrue(notices(s).contains("Completion refused: the workspace changed during or after the latest "
                    + "passing verifier run; run it again, on its own, once the work is done (last evidence: "
                    + "`sh check.sh` passed (exit 0), but the workspace changed during or after it). Keep working: "
                    + "verify with the strongest check that applies, then claim completion again."), notices(s).toString());
        }
    }

    @Test
    void lsIsNoVerifierAndDoesNotCertify() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, shell("ls"), text("Looks done. <promise>DONE</promise>"),
                text("Closing."))) {
            GoalView view = runOneRound(s);

            assertEquals(GoalPhase.BLOCKED, view.goal().phase());
            assertTrue(notices(s).stream().anyMatch(n -> n.startsWith("Completion refused: no verifier has run in "
                    + "this round")), notices(s).toString());
        }
    }

    @Test
    void aFailingCommandThatIsNoVerifierDoesNotBlockAndTheNoticeNamesTheCertifyingCommand() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, runCheck(), shell("grep -q missing check.sh"),
                text("Verified. <promise>DONE</promise>"), text("Closing."))) {
            GoalView view = runOneRound(s);

            assertEquals(GoalPhase.COMPLETE, view.goal().phase());
            assertEquals(new GoalCompletion("verifier passed", "`sh check.sh` passed (exit 0)", 1),
                    view.goal().completion());
            assertTrue(notices(s).contains("Goal complete — certified by verifier `sh check.sh` passed."),
                    notices(s).toString());
        }
    }

    @Test
    void aVerifierThatChangedTheWorkspaceCertifiesOnceRunAgainOnTheFinalState() throws Exception {
        checkScript(workspace, "test -f notes/built.txt || echo built > notes/built.txt");
        try (GoalStack s = GoalStack.of(workspace, runCheck(), text("Built and verified. <promise>DONE</promise>"),
                runCheck(), text("Verified again. <promise>DONE</promise>"), text("Closing."))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("build the notes").withMaxGoalRounds(2)).ok());
            s.awaitIdle(agent);

            GoalView view = s.view(agent.sessionId());
            assertEquals(new GoalCompletion("verifier passed", "`sh check.sh` passed (exit 0)", 2),
                    view.goal().completion());
            assertTrue(s.requests().get(2).lastUserText().contains("the workspace changed during or after the latest "
                    + "passing verifier run"), s.requests().get(2).lastUserText());
        }
    }
}
