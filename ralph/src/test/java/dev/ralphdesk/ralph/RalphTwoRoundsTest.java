package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static dev.ralphdesk.ralph.testing.RalphStack.complete;
import static dev.ralphdesk.ralph.testing.RalphStack.continuing;
import static dev.ralphdesk.ralph.testing.RalphStack.firstUserText;
import static dev.ralphdesk.ralph.testing.RalphStack.ralph;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolSpec;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.ralph.report.ReportValidator;
import dev.ralphdesk.ralph.run.RalphEvent;
import dev.ralphdesk.ralph.run.RalphRoundFinished;
import dev.ralphdesk.ralph.run.RalphRunFinished;
import dev.ralphdesk.ralph.testing.RalphStack;
import dev.ralphdesk.ralph.testing.RequestText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The keyless real-stack proof: two rounds through the real loop, real tools and a scripted model. */
class RalphTwoRoundsTest {
    private static final String OBJECTIVE = "Write notes.txt with the lines 'step one' and 'step two'.";
    private static final String PARENT_MARKER = "PARENT-HISTORY-MARKER-7f3a";
    private static final String R1_MARKER = "R1-REPORT-MARKER-91c2";
    private static final List<String> CHILD_TOOLS = List.of("read_file", "write_file", "edit_file", "list_files",
            "search_files", "shell", "submit_report");

    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "grep -c step notes.txt");
    }

    @Test
    void twoFreshRoundsHandOffOneReportAndCompleteThroughTheGate() throws Exception {
        try (RalphStack stack = new RalphStack(List.of(
                ralph(OBJECTIVE, 3),
                write("notes.txt", "step one\n"),
                runCheck(),
                submit(continuing(R1_MARKER + " wrote the first line", "append 'step two' to notes.txt")),
                text("Round one done."),
                write("notes.txt", "step one\nstep two\n"),
                runCheck(),
                submit(complete("notes.txt has both lines", "sh check.sh printed 2")),
                text("Round two done."),
                text("The Ralph run completed.")), Map.of())) {
            Agent parent = stack.chat(workspace);
            TurnResult turn = parent.submit(TurnInput.human("Please start a Ralph run. " + PARENT_MARKER))
                    .get(60, TimeUnit.SECONDS);
            assertEquals(TurnOutcome.Kind.COMPLETED, turn.outcome().kind());
            assertEquals("step one\nstep two\n", Files.readString(workspace.resolve("notes.txt")));

            // The parent transcript holds only the human message, the tool call and the bounded result.
            ModelRequest last = stack.parentRequests().get(stack.parentRequests().size() - 1);
            assertEquals(3, last.messages().size(), last.messages().toString());
            assertTrue(last.messages().get(0) instanceof ChatMessage.User);
            ChatMessage.Assistant call = (ChatMessage.Assistant) last.messages().get(1);
            assertEquals("ralph", call.toolCalls().get(0).name());
            ChatMessage.ToolResult result = (ChatMessage.ToolResult) last.messages().get(2);
            assertFalse(result.error());
            assertTrue(result.content().length() <= RalphConfig.DEFAULT_MAX_RESULT_CHARS);
            JsonNode envelope = Json.parse(result.content());
            assertEquals(List.of("runId", "roundsStarted", "outcome", "certifiedBy", "report", "reason"),
                    iterable(envelope.fieldNames()));
            assertEquals("complete", envelope.get("outcome").asText());
            assertEquals(2, envelope.get("roundsStarted").asInt());
            assertEquals("verifier passed", envelope.get("certifiedBy").get(0).asText());
            assertEquals("notes.txt has both lines", envelope.get("report").get("summary").asText());
            String runId = envelope.get("runId").asText();

            // Two distinct child sessions of kind ralph-child, in the same workspace, linked to the run.
            List<SessionInfo> children = stack.t.store.list(true).stream()
                    .filter(s -> s.kind() == SessionKind.RALPH_CHILD).toList();
            assertEquals(2, children.size());
            assertFalse(children.get(0).id().equals(children.get(1).id()));
            for (SessionInfo child : children) {
                assertEquals(parent.sessionId(), child.parentId());
                SessionCreated created = (SessionCreated) stack.t.store.open(child.id()).events().get(0).event();
                assertEquals(runId, created.runId());
                assertEquals(parent.workspace().root().toString(), created.workspace());
                assertTrue(stack.t.harness.find(child.id()).isEmpty(), "the child was stopped and released");
            }

            // Children: no parent history, no seed messages, the worker tools only.
            List<ModelRequest> childRequests = stack.childRequests();
            assertEquals(8, childRequests.size());
            for (ModelRequest request : childRequests) {
                assertFalse(RequestText.of(request).contains(PARENT_MARKER), "a child saw the parent's history");
                assertEquals(CHILD_TOOLS, request.tools().stream().map(ToolSpec::name).toList());
            }
            List<ModelRequest> round1 = childRequests.subList(0, 4);
            List<ModelRequest> round2 = childRequests.subList(4, 8);
            assertEquals(1, round1.get(0).messages().size(), "a round starts with its prompt and nothing else");
            assertEquals(1, round2.get(0).messages().size(), "a round starts with its prompt and nothing else");
            assertTrue(firstUserText(round1.get(0)).startsWith("Ralph round 1 / 3"));
            assertTrue(firstUserText(round2.get(0)).startsWith("Ralph round 2 / 3"));

            // The round-1 report reaches round 2's prompt exactly once, and nothing else.
            String round2Prompt = firstUserText(round2.get(0));
            assertEquals(1, count(round2Prompt, R1_MARKER));
            for (ModelRequest request : round2) {
                assertEquals(1, count(RequestText.of(request), R1_MARKER), "only in the prompt");
            }
            assertFalse(RequestText.of(round1.get(0)).contains(R1_MARKER));
            for (ModelRequest request : stack.parentRequests()) {
                assertFalse(RequestText.of(request).contains(R1_MARKER), "the handoff never reaches the parent");
            }

            // The parent log: only the human message as input, and the run's events.
            List<LoggedEvent> log = stack.t.store.open(parent.sessionId()).events();
            assertEquals(1, log.stream().filter(e -> e.event() instanceof UserMessage).count());
            assertEquals(List.of("ralph/run-started", "ralph/round-started", "ralph/round-finished",
                    "ralph/round-started", "ralph/round-finished", "ralph/run-finished"),
                    log.stream().filter(e -> e.event() instanceof RalphEvent).map(e -> e.event().type()).toList());
            RalphRoundFinished first = log.stream().map(LoggedEvent::event).filter(RalphRoundFinished.class::isInstance)
                    .map(RalphRoundFinished.class::cast).findFirst().orElseThrow();
            assertEquals(List.of("notes.txt"), first.filesChanged());
            assertEquals("passed", first.verifier().describe());
            assertTrue(first.usage().total() > 0);
            RalphRunFinished finished = (RalphRunFinished) log.stream().map(LoggedEvent::event)
                    .filter(RalphRunFinished.class::isInstance).findFirst().orElseThrow();
            assertEquals(ReportValidator.toJson(finished.result().report()), envelope.get("report"));
            assertEquals("complete", stack.t.store.info(parent.sessionId()).orElseThrow().column("ralphRun"));
        }
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
            n++;
        }
        return n;
    }

    private static List<String> iterable(java.util.Iterator<String> names) {
        List<String> out = new java.util.ArrayList<>();
        names.forEachRemaining(out::add);
        return out;
    }
}
