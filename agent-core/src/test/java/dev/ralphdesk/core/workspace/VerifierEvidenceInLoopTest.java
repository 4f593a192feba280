package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.model.scripted.ScriptedToolCall;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Verifier runs of a turn become evidence; other commands do not; a change of the workspace —
 * through a file tool or a command — voids the evidence before it, and a verifier run that
 * changed the workspace itself proves nothing.
 */
class VerifierEvidenceInLoopTest {
    @TempDir
    Path workspace;

    @BeforeEach
    void layOut() throws Exception {
        Files.writeString(workspace.resolve("check.sh"), "echo check: PASS\n");
        Files.writeString(workspace.resolve("test.sh"), "echo test: FAIL; exit 3\n");
        Files.createDirectories(workspace.resolve("notes"));
    }

    private TurnResult turn(TestHarness t) throws Exception {
        var agent = t.harness.createChat("evidence", workspace);
        return agent.submit(TurnInput.human("verify")).get(20, TimeUnit.SECONDS);
    }

    private static TestHarness harness(ScriptedResponse... calls) {
        List<ScriptedResponse> script = new java.util.ArrayList<>(List.of(calls));
        script.add(Scripts.text("done"));
        return new TestHarness(new ScriptedProvider(ScriptedScenario.of(script)), HarnessOptions.defaults(),
                List.of(new WorkspacePlugin()));
    }

    private static List<String> recorded(TestHarness t) {
        return t.store.open(t.store.list(false).get(0).id()).events().stream().map(LoggedEvent::event)
                .filter(EvidenceRecorded.class::isInstance).map(e -> ((EvidenceRecorded) e).evidence().command())
                .toList();
    }

    @Test
    void verifierRunsBecomeEvidenceAndOtherCommandsDoNot() throws Exception {
        try (TestHarness t = harness(Scripts.call("shell", "command", "sh test.sh"),
                Scripts.call("shell", "command", "ls"), Scripts.call("shell", "command", "sh check.sh"),
                Scripts.call("shell", "command", "cat check.sh"), Scripts.call("shell", "command", "grep -q x check.sh"),
                Scripts.call("shell", "command", "echo sh check.sh"))) {
            List<VerifierEvidence> evidence = turn(t).evidence();

            assertEquals(List.of("sh test.sh", "sh check.sh"), evidence.stream().map(VerifierEvidence::command).toList());
            assertFalse(evidence.get(0).passed());
            assertEquals(3, evidence.get(0).exitCode());
            assertTrue(evidence.get(1).passed());
            assertFalse(evidence.get(1).writtenAfter(), "reading and a failing grep after it change nothing");
            assertEquals(List.of("sh test.sh", "sh check.sh"), recorded(t));
        }
    }

    @Test
    void aFileToolWriteAfterThePassingRunVoidsIt() throws Exception {
        ObjectNode write = Json.object().put("path", "a.txt").put("content", "x");
        try (TestHarness t = harness(Scripts.call("shell", "command", "sh check.sh"),
                new ScriptedResponse("", null, List.of(new ScriptedToolCall("write_file", write, null)), null, null,
                        null, null, null, null, null))) {
            assertTrue(turn(t).evidence().get(0).writtenAfter(), "the write after the passing run voids it");
        }
    }

    @Test
    void aCommandThatChangesTheWorkspaceAfterThePassingRunVoidsIt() throws Exception {
        // the probe: `sh check.sh` passes, then `echo x > notes/d.txt` through shell
        try (TestHarness t = harness(Scripts.call("shell", "command", "sh check.sh"),
                Scripts.call("shell", "command", "echo x > notes/d.txt"))) {
            List<VerifierEvidence> evidence = turn(t).evidence();

            assertEquals(1, evidence.size());
            assertTrue(evidence.get(0).writtenAfter(), "the shell write after the passing run voids it");
            String shown = t.committed(ToolCallFinished.class).get(1).output();
            assertEquals("exit code: 0\nfiles changed while it ran: notes/d.txt", shown);
        }
    }

    @Test
    void aVerifierRunThatChangedTheWorkspaceItselfIsNoProof() throws Exception {
        Files.writeString(workspace.resolve("check.sh"), "echo generated > notes/gen.txt\necho check: PASS\n");
        try (TestHarness t = harness(Scripts.call("shell", "command", "sh check.sh"))) {
            List<VerifierEvidence> evidence = turn(t).evidence();

            assertTrue(evidence.get(0).passed());
            assertTrue(evidence.get(0).writtenAfter());
        }
    }
}
