package dev.ralphdesk.app.ui;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.fail;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.ralph.run.RunBudgets;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the window shows live is what it shows after reopening the log — the chat with its run's card
 * and every round's child session, same rows, same text, same order — for every live scenario of the
 * Ralph test suite ({@code ralph/src/test}: two rounds, outcomes, retries, budgets, refusals, cancels),
 * each run again here on the real stack with the window's view models following it.
 */
class LiveEqualsReopenedRalphTest {
    @TempDir
    Path workspace;

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void theWindowShowsLiveWhatItShowsAfterAReopen(Scenario scenario) throws Exception {
        Files.createDirectories(workspace);
        try (LiveReplayStack s = new LiveReplayStack(workspace, scenario.script(),
                LiveReplayStack.Options.plain().with(scenario.config()))) {
            Agent agent = s.chat();
            scenario.drive().run(s, agent);
            s.settle(agent);
            s.assertLiveEqualsReopened(agent);
            s.assertChineseSaysNoEnglish();
        }
    }

    static Stream<Scenario> scenarios() {
        return Stream.of(
                // RalphTwoRoundsTest
                new Scenario("two fresh rounds hand off one report and complete through the gate, from the tool",
                        List.of(call("ralph", Json.object().put("objective", "Write notes.txt with two lines.")
                                .put("maxRounds", 3)),
                                write("notes.txt", "step one\n"), shell("cat notes.txt"),
                                submit(report("continue", "wrote the first line", List.of(), List.of("append step two"))),
                                text("Round one done."),
                                write("notes.txt", "step one\nstep two\n"), shell("grep -c step notes.txt"),
                                submit(report("complete", "notes.txt has both lines",
                                        List.of("grep -c step notes.txt printed 2"), List.of())),
                                text("Round two done."), text("The Ralph run completed.")), Map.of(),
                        (s, agent) -> agent.submit(TurnInput.human("Please start a Ralph run.")).get()),
                // RalphOutcomesTest
                new Scenario("budget-limited when the last allowed round says continue", List.of(
                        submit(continuing("first half", "second half")), text("ok"),
                        submit(continuing("second half started", "finish it")), text("ok")), Map.of(),
                        (s, agent) -> start(s, agent, RalphRequest.of("build it").withMaxRounds(2))),
                new Scenario("blocked ends the run at once with the blocker", List.of(
                        submit(blocked("cannot reach the server", "needs VPN access")), text("ok")), Map.of(),
                        (s, agent) -> start(s, agent, RalphRequest.of("deploy").withMaxRounds(5))),
                new Scenario("an invalid report is re-asked once, then the round fails", List.of(
                        submit(continuing("good first round", "go on")), text("ok"),
                        submit(withoutBlocker(continuing("bad", "x"))), text("I am done."),
                        submit(report("complete", "no evidence", List.of(), List.of())), text("done")), Map.of(),
                        (s, agent) -> start(s, agent, RalphRequest.of("fix it").withMaxRounds(5))),
                new Scenario("an oversized report fails the round without truncation", List.of(
                        submit(continuing("S".repeat(400), "next")), text("ok")), Map.of("ralph.maxHandoffChars", "300"),
                        (s, agent) -> start(s, agent, RalphRequest.of("write a lot").withMaxRounds(3))),
                new Scenario("a transient server error is retried in the same child", List.of(fail("server"),
                        fail("network"), shell("true"), submit(report("complete", "done", List.of("true exited 0"),
                                List.of())), text("ok")), Map.of(),
                        (s, agent) -> start(s, agent, RalphRequest.of("do it").withMaxRounds(1))),
                new Scenario("a third transient failure fails the round", List.of(fail("server"), fail("server"),
                        fail("rate-limit")), Map.of(),
                        (s, agent) -> start(s, agent, RalphRequest.of("do it").withMaxRounds(3))),
                new Scenario("an exhausted quota is not retried", List.of(fail("quota")), Map.of(),
                        (s, agent) -> start(s, agent, RalphRequest.of("do it").withMaxRounds(3))),
                new Scenario("a token budget cuts the round and names the budget", List.of(shell("sleep 5"),
                        submit(continuing("a", "b")), text("ok")), Map.of(),
                        (s, agent) -> start(s, agent, RalphRequest.of("spend").withMaxRounds(3)
                                .withBudgets(new RunBudgets(50L, null, null)))),
                new Scenario("a time budget ends the run budget-limited", List.of(shell("sleep 5"),
                        submit(continuing("a", "b")), text("ok")), Map.of("ralph.maxWallSeconds", "100"),
                        (s, agent) -> start(s, agent, RalphRequest.of("wait").withMaxRounds(3)
                                .withBudgets(new RunBudgets(null, null, 300L)))),
                new Scenario("a refused completion is answered and the worker carries on", List.of(
                        submit(report("complete", "done, trust me", List.of("looked at it"), List.of())),
                        shell("test -f ok.txt"),
                        submit(report("complete", "done, trust me", List.of("looked at it"), List.of())),
                        shell("touch ok.txt && test -f ok.txt"),
                        submit(report("complete", "ok.txt exists", List.of("test -f ok.txt exited 0"), List.of())),
                        text("done")), Map.of(),
                        (s, agent) -> start(s, agent, RalphRequest.of("create ok.txt").withMaxRounds(1))),
                new Scenario("the check command must pass before completion is accepted", List.of(shell("true"),
                        submit(report("complete", "done", List.of("true"), List.of())), text("done"),
                        shell("touch marker && true"), submit(report("complete", "done now", List.of("marker written"),
                                List.of())), text("done")), Map.of(),
                        (s, agent) -> start(s, agent, RalphRequest.of("make marker").withMaxRounds(1)
                                .withCheck("test -f marker"))),
                // RalphCancelTest
                new Scenario("a cancel mid-round ends the run cancelled with the child stopped", List.of(
                        shell("sleep 30"), submit(continuing("a", "b")), text("ok")), Map.of(),
                        (s, agent) -> {
                            RalphRun run = start(s, agent, RalphRequest.of("wait a long time"));
                            s.until(() -> shellStarted(s));
                            assertTrue(s.ralph.cancel(run.runId(), CancelReason.PERSON));
                        }),
                new Scenario("Stop on the chat cancels the run its tool started", List.of(
                        call("ralph", Json.object().put("objective", "wait").put("maxRounds", 3)), shell("sleep 30"),
                        text("never"), text("never")), Map.of(),
                        (s, agent) -> {
                            agent.submit(TurnInput.human("start a Ralph run"));
                            s.until(() -> shellStarted(s));
                            agent.cancel(CancelReason.PERSON);
                        }),
                // RalphServiceTest
                new Scenario("/ralph starts a run in the background", List.of(
                        submit(report("complete", "done", List.of("no check"), List.of())), text("ok")),
                        Map.of("ralph.requireVerifier", "false"),
                        (s, agent) -> assertTrue(s.command(agent, "/ralph tidy the notes").ok())));
    }

    /** One scenario: the model's answers, the plugin configuration, and what is done in the chat. */
    record Scenario(String name, List<ScriptedResponse> script, Map<String, String> config, Drive drive) {
        @Override
        public String toString() {
            return name;
        }
    }

    @FunctionalInterface
    interface Drive {
        void run(LiveReplayStack s, Agent agent) throws Exception;
    }

    private static RalphRun start(LiveReplayStack s, Agent agent, RalphRequest request) {
        return s.ralph.start(agent.sessionId(), request);
    }

    private static boolean shellStarted(LiveReplayStack s) {
        return s.committed(ToolCallStarted.class).stream().anyMatch(call -> call.name().equals("shell"));
    }

    private static ScriptedResponse submit(ObjectNode report) {
        return call("submit_report", report);
    }

    private static ObjectNode report(String status, String summary, List<String> evidence, List<String> nextSteps) {
        ObjectNode node = Json.object().put("status", status).put("summary", summary);
        ArrayNode ev = node.putArray("evidence");
        evidence.forEach(ev::add);
        ArrayNode next = node.putArray("nextSteps");
        nextSteps.forEach(next::add);
        node.putNull("blocker");
        return node;
    }

    private static ObjectNode continuing(String summary, String nextStep) {
        return report("continue", summary, List.of(), List.of(nextStep));
    }

    private static ObjectNode blocked(String summary, String blocker) {
        return report("blocked", summary, List.of(), List.of()).put("blocker", blocker);
    }

    private static ObjectNode withoutBlocker(ObjectNode report) {
        report.remove("blocker");
        return report;
    }
}
