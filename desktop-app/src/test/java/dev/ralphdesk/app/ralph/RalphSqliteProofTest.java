package dev.ralphdesk.app.ralph;

import static dev.ralphdesk.app.ralph.SqliteRalph.ralph;
import static dev.ralphdesk.app.ui.Answers.report;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolSpec;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.subagent.SubagentCapabilities;
import dev.ralphdesk.core.subagent.SubagentProvider;
import dev.ralphdesk.core.subagent.SubagentRequest;
import dev.ralphdesk.core.testing.CliRun;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.ralph.RalphException;
import dev.ralphdesk.ralph.cli.RalphCli;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The keyless proof on the full stack: the real agent loop, the real SQLite session log,
 * the real workspace tools and bash, and the scripted model.
 */
class RalphSqliteProofTest {
    private static final String PARENT_MARKER = "PARENT-HISTORY-MARKER-c0d3";
    private static final String R1_MARKER = "R1-REPORT-MARKER-a11e";

    @TempDir
    Path dir;
    Path data;
    Path workspace;

    @BeforeEach
    void folders() throws Exception {
        data = Files.createDirectories(dir.resolve("data"));
        workspace = Files.createDirectories(dir.resolve("workspace"));
        Files.writeString(workspace.resolve("check.sh"), "echo check: PASS\n");
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
            n++;
        }
        return n;
    }

    private static String render(ModelRequest request) {
        StringBuilder out = new StringBuilder(request.systemPrompt());
        for (ChatMessage message : request.messages()) {
            if (message instanceof ChatMessage.User user) {
                out.append('\n').append(user.text());
            } else if (message instanceof ChatMessage.Assistant assistant) {
                out.append('\n').append(assistant.text());
                assistant.toolCalls().forEach(c -> out.append(c.arguments()));
            } else if (message instanceof ChatMessage.ToolResult result) {
                out.append('\n').append(result.content());
            } else {
                throw new IllegalStateException("unexpected message " + message);
            }
        }
        return out.toString();
    }

    private RalphResult start(SqliteRalph stack, RalphRequest request) throws Exception {
        Agent parent = stack.t.harness.createChat("chat", workspace);
        return stack.service().start(parent.sessionId(), request).result().get(60, TimeUnit.SECONDS);
    }

    @Test
    void twoRoundsWithFreshChildrenCompleteAndReopenFromDisk() throws Exception {
        SessionId session;
        String runId;
        try (SqliteRalph stack = new SqliteRalph(data, List.of(
                ralph("Write notes.txt with two lines.", 3),
                write("notes.txt", "one\n"), report("continue", R1_MARKER + " wrote line one", List.of(),
                        List.of("add line two")), text("ok"),
                write("notes.txt", "one\ntwo\n"), shell("sh check.sh"),
                report("complete", "both lines", List.of("sh check.sh printed 2"), List.of()), text("ok"),
                text("Done.")))) {
            Agent parent = stack.t.harness.createChat("chat", workspace);
            session = parent.sessionId();
            parent.submit(TurnInput.human("Run Ralph please. " + PARENT_MARKER)).get(60, TimeUnit.SECONDS);

            ModelRequest last = stack.parentRequests().get(stack.parentRequests().size() - 1);
            assertEquals(3, last.messages().size(), "only the human message, the call and the result");
            JsonNode envelope = Json.parse(((ChatMessage.ToolResult) last.messages().get(2)).content());
            assertEquals("complete", envelope.get("outcome").asText());
            runId = envelope.get("runId").asText();

            List<ModelRequest> children = stack.childRequests();
            assertEquals(7, children.size());
            for (ModelRequest request : children) {
                assertFalse(render(request).contains(PARENT_MARKER));
                assertEquals(List.of("read_file", "write_file", "edit_file", "list_files", "search_files", "shell",
                        "submit_report"), request.tools().stream().map(ToolSpec::name).toList());
            }
            assertEquals(1, children.get(0).messages().size());
            assertEquals(1, children.get(3).messages().size());
            for (ModelRequest round2 : children.subList(3, 7)) {
                assertEquals(1, count(render(round2), R1_MARKER));
            }
            for (ModelRequest request : stack.parentRequests()) {
                assertFalse(render(request).contains(R1_MARKER));
            }
            List<SessionInfo> kids = stack.t.store.list(true).stream()
                    .filter(s -> s.kind() == SessionKind.RALPH_CHILD).toList();
            assertEquals(2, kids.size());
            for (SessionInfo kid : kids) {
                assertEquals(session, kid.parentId());
                assertTrue(stack.t.harness.find(kid.id()).isEmpty(), "stopped and released");
            }
        }

        try (SqliteRalph reopened = new SqliteRalph(data, List.of())) {
            RunView run = reopened.service().runs(session).get(0);
            assertEquals("complete", run.state().label());
            assertEquals(2, run.rounds().size());
            assertEquals("both lines", run.result().report().summary());
            assertEquals("complete", reopened.t.store.info(session).orElseThrow().column("ralphRun"));
            for (var round : run.rounds()) {
                var log = reopened.t.store.open(new SessionId(round.childSessionId()));
                assertFalse(log.readOnly());
                assertTrue(log.events().size() > 3, "the child's transcript is its own session");
            }
            List<ChatMessage> history = reopened.t.harness.open(session).history();
            assertEquals(4, history.size(), "human, call, bounded result, answer: " + history);

            CliRun cli = new CliRun();
            int code = cli.run(new RalphCli(reopened::service, cli.services(reopened.t.harness)), "show", runId);
            assertEquals(0, code, cli.err());
            assertTrue(cli.out().contains("· complete · 2/3 rounds"), cli.out());
        }
    }

    @Test
    void budgetLimitedWhenTheLastAllowedRoundSaysContinue() throws Exception {
        try (SqliteRalph stack = new SqliteRalph(data, List.of(
                report("continue", "a", List.of(), List.of("b")), text("ok"),
                report("continue", "b", List.of(), List.of("c")), text("ok")))) {
            RalphResult result = start(stack, RalphRequest.of("x").withMaxRounds(2));
            assertEquals(RalphOutcome.BUDGET_LIMITED, result.outcome());
            assertEquals("b", result.report().summary());
        }
    }

    @Test
    void invalidReportIsReaskedThenTheRunFailsWithTheLastGoodReport() throws Exception {
        try (SqliteRalph stack = new SqliteRalph(data, List.of(
                report("continue", "good", List.of(), List.of("more")), text("ok"),
                report("continue", "no steps", List.of(), List.of()), text("ok"),
                report("complete", "no evidence", List.of(), List.of()), text("ok")))) {
            RalphResult result = start(stack, RalphRequest.of("x").withMaxRounds(4));
            assertEquals(RalphOutcome.FAILED, result.outcome());
            assertEquals("good", result.report().summary());
            String reask = stack.childRequests().get(4).lastUserText();
            assertTrue(reask.contains("a continue report needs at least one next step"), reask);
        }
    }

    @Test
    void oversizedReportFailsTheRoundWithoutTruncation() throws Exception {
        String big = "B".repeat(500);
        try (SqliteRalph stack = new SqliteRalph(data, List.of(
                report("continue", big, List.of(), List.of("n")), text("ok"),
                report("continue", big, List.of(), List.of("n")), text("ok")), Map.of("ralph.maxHandoffChars", "300"),
                List.of())) {
            RalphResult result = start(stack, RalphRequest.of("x").withMaxRounds(4));
            assertEquals(RalphOutcome.FAILED, result.outcome());
            assertNull(result.report());
            assertTrue(result.reason().contains("more than the limit of 300"), result.reason());
        }
    }

    @Test
    void aProviderWithoutStructuredOutputIsRefusedBeforeTheRun() {
        Plugin plain = new Plugin() {
            @Override
            public String id() {
                return "plain";
            }

            @Override
            public void install(PluginContext context) {
                context.addSubagentProvider(new SubagentProvider() {
                    @Override
                    public String name() {
                        return "plain";
                    }

                    @Override
                    public SubagentCapabilities capabilities() {
                        return new SubagentCapabilities(false, false);
                    }

                    @Override
                    public AgentHandle start(SubagentRequest request) {
                        throw new AssertionError("never started");
                    }
                });
            }
        };
        try (SqliteRalph stack = new SqliteRalph(data, List.of(), Map.of("ralph.subagentProvider", "plain"),
                List.of(plain))) {
            Agent parent = stack.t.harness.createChat("chat", workspace);
            RalphException e = assertThrows(RalphException.class,
                    () -> stack.service().start(parent.sessionId(), RalphRequest.of("x")));
            assertEquals(RalphException.Code.RALPH_PROVIDER_UNSTRUCTURED, e.code());
            assertEquals(1, stack.t.store.open(parent.sessionId()).events().size());
            assertEquals(1, stack.t.store.list(true).size());
        }
    }

    @Test
    void cancelMidRoundEndsCancelledWithinOneSecondWithTheChildStopped() throws Exception {
        try (SqliteRalph stack = new SqliteRalph(data, List.of(shell("sleep 30")))) {
            Agent parent = stack.t.harness.createChat("chat", workspace);
            RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("wait"));
            long deadline = System.currentTimeMillis() + 10_000;
            while (stack.t.committed(ToolCallStarted.class).isEmpty()) {
                assertTrue(System.currentTimeMillis() < deadline);
                Thread.onSpinWait();
            }
            long start = System.nanoTime();
            run.cancel(CancelReason.PERSON);
            RalphResult result = run.result().get(1, TimeUnit.SECONDS);
            assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) < 1000);
            assertEquals(RalphOutcome.CANCELLED, result.outcome());
            assertTrue(stack.t.store.list(true).stream().filter(s -> s.kind() == SessionKind.RALPH_CHILD)
                    .allMatch(s -> stack.t.harness.find(s.id()).isEmpty()));
        }
    }

    @Test
    void aTransientServerErrorInARoundIsRetried() throws Exception {
        try (SqliteRalph stack = new SqliteRalph(data, List.of(Scripts.fail("server"),
                shell("sh check.sh"), report("complete", "done", List.of("sh check.sh exited 0"), List.of()),
                text("ok")))) {
            RalphResult result = start(stack, RalphRequest.of("x").withMaxRounds(1));
            assertEquals(RalphOutcome.COMPLETE, result.outcome());
            assertTrue(stack.childRequests().get(1).lastUserText().contains("transient error"));
        }
    }
}
