package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.agent.TurnInput;
import dev.ralphdesk.core.agent.TurnResult;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.model.scripted.ScriptedToolCall;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.verify.VerifierEvidence;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every shell call in a turn is recorded as verifier evidence; a later write voids earlier evidence. */
class VerifierEvidenceInLoopTest {
    @TempDir
    Path workspace;

    @Test
    void shellCallsBecomeEvidenceAndALaterWriteMarksThemWrittenAfter() throws Exception {
        ObjectNode write = Json.object().put("path", "a.txt").put("content", "x");
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(
                Scripts.call("shell", "command", "exit 3"),
                Scripts.call("shell", "command", "true"),
                new ScriptedResponse("", null, List.of(new ScriptedToolCall("write_file", write, null)), null, null,
                        null, null, null, null, null),
                Scripts.text("done"))));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(new WorkspacePlugin()))) {
            var agent = t.harness.createChat("evidence", workspace);
            TurnResult result = agent.submit(TurnInput.human("verify")).get(20, TimeUnit.SECONDS);
            List<VerifierEvidence> evidence = result.evidence();
            assertEquals(2, evidence.size());
            assertFalse(evidence.get(0).passed());
            assertEquals(3, evidence.get(0).exitCode());
            assertTrue(evidence.get(1).passed());
            assertTrue(evidence.get(1).writtenAfter(), "the write after the passing run voids it");
            List<EvidenceRecorded> recorded = t.store.open(agent.sessionId()).events().stream()
                    .map(LoggedEvent::event).filter(EvidenceRecorded.class::isInstance)
                    .map(EvidenceRecorded.class::cast).toList();
            assertEquals(List.of("exit 3", "true"), recorded.stream().map(r -> r.evidence().command()).toList());
        }
    }
}
