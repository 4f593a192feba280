package dev.ralphdesk.app.work;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.service.GoalResult;
import dev.ralphdesk.goal.service.GoalView;
import dev.ralphdesk.ralph.RalphException;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RunName;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One run of work per session at a time (DESIGN §10), with the goal and Ralph plugins composed as
 * in the app: a goal never admits a round while a Ralph run of its session goes on and continues
 * after it; a Ralph run does not start while goal rounds go on.
 */
class OneRunOfWorkTest {
    private static final String WORKER = "You are the worker of one round of a Ralph run";
    @TempDir
    Path workspace;
    private AppServices services;
    private ScriptedProvider model;

    @AfterEach
    void close() {
        services.close();
    }

    private Agent compose(ScriptedResponse... script) {
        model = new ScriptedProvider(ScriptedScenario.of(List.of(script)));
        services = Composition.compose(model, InMemorySessionStore::new, HarnessOptions.defaults(), new EventBus());
        return services.harness().createChat("work", workspace);
    }

    private static ScriptedResponse report(String summary) {
        ObjectNode report = Json.object().put("status", "continue").put("summary", summary).putNull("blocker");
        report.putArray("evidence");
        report.putArray("nextSteps").add("go on");
        return call("submit_report", report);
    }

    /** Who made each model request, in order: {@code round} (a Ralph child) or {@code chat}. */
    private List<String> requesters() {
        return model.requests().stream().map(ModelRequest::systemPrompt)
                .map(prompt -> prompt.contains(WORKER) ? "round" : "chat").toList();
    }

    @Test
    void aGoalCreatedDuringARunWaitsForItAndThenContinues() throws Exception {
        Agent chat = compose(report("round one"), text("ok"), report("round two"), text("ok"),
                text("Goal round one."), text("Closing."));
        RalphRun run = services.ralph().start(chat.sessionId(), RalphRequest.of("write notes").withMaxRounds(2));

        GoalResult created = services.goal().create(chat.sessionId(), GoalDraft.of("tidy up").withMaxGoalRounds(1));

        GoalView waiting = ((GoalResult.Ok) created).view();
        assertTrue(waiting.armed());
        assertEquals(RunName.of(run.runId()), waiting.waitingFor());
        assertEquals(RalphOutcome.BUDGET_LIMITED, run.result().get(60, TimeUnit.SECONDS).outcome());
        assertTrue(chat.awaitIdle(30_000));
        assertEquals(List.of("round", "round", "round", "round", "chat", "chat"), requesters(),
                "no goal round during the run; the goal's round and closing after it");
        assertEquals(BlockReason.ROUND_LIMIT, services.goal().view(chat.sessionId()).goal().blockedReason().code());
    }

    @Test
    void aRalphRunIsRefusedWhileGoalRoundsGoOnAndStartsOnceTheGoalStopped() throws Exception {
        Agent chat = compose(call("shell", Json.object().put("command", "sleep 1")), text("Goal round one."),
                text("Closing."), report("round one"), text("ok"));
        assertTrue(services.goal().create(chat.sessionId(), GoalDraft.of("tidy up").withMaxGoalRounds(1)).ok());

        CommandResult command = services.harness().commands().dispatch(chat, "/ralph write notes");
        RalphException refused = assertThrows(RalphException.class,
                () -> services.ralph().start(chat.sessionId(), RalphRequest.of("write notes")));

        assertFalse(command.ok());
        assertTrue(command.output().startsWith("RALPH_SESSION_BUSY: This session is busy with goal rounds;"),
                command.output());
        assertEquals(RalphException.Code.RALPH_SESSION_BUSY, refused.code());
        assertTrue(chat.awaitIdle(30_000));
        assertTrue(services.ralph().runs(chat.sessionId()).isEmpty(), "no run was recorded");
        RalphRun run = services.ralph().start(chat.sessionId(), RalphRequest.of("write notes").withMaxRounds(1));
        assertEquals(RalphOutcome.BUDGET_LIMITED, run.result().get(60, TimeUnit.SECONDS).outcome());
        assertEquals(List.of("chat", "chat", "chat", "round", "round"), requesters());
    }
}
