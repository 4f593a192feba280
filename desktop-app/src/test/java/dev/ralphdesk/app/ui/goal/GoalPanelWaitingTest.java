package dev.ralphdesk.app.ui.goal;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.ui.QueuedUiExecutor;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.service.GoalBadge;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RunName;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The goal panel says when an armed goal waits for a Ralph run of its session, over the composed
 * app (goal rounds only when asked, so the run may start while the goal is armed).
 */
class GoalPanelWaitingTest {
    private static final Texts EN = Texts.of("en");
    @TempDir
    Path workspace;
    private AppServices services;
    private GoalPanelViewModel panel;

    @AfterEach
    void close() {
        panel.close();
        services.close();
    }

    @Test
    void anArmedGoalShowsItWaitsForTheRunningRalphRunAndStopsWaitingWhenItEnds() throws Exception {
        ObjectNode report = Json.object().put("status", "continue").put("summary", "half done").putNull("blocker");
        report.putArray("evidence");
        report.putArray("nextSteps").add("the rest");
        services = Composition.compose(new ScriptedProvider(ScriptedScenario.of(List.of(
                call("shell", Json.object().put("command", "sleep 0.5")), call("submit_report", report),
                text("reported")))), InMemorySessionStore::new,
                HarnessOptions.defaults().withConfig(new PluginConfig(Map.of("goal.rounds", "explicit"))),
                new EventBus());
        SessionId session = services.store().create(NewSession.chat("waiting", workspace)).id();
        QueuedUiExecutor ui = new QueuedUiExecutor();
        panel = new GoalPanelViewModel(services.goal(), ui, Runnable::run);
        assertTrue(services.goal().create(session, GoalDraft.of("keep the notes tidy")).ok());
        panel.attach(session);
        ui.runAll();
        assertEquals("Armed: rounds run by themselves", EN.format(panel.state().get().activation()));

        RalphRun run = services.ralph().start(session, RalphRequest.of("write the notes").withMaxRounds(1));

        String name = RunName.of(run.runId());
        assertEquals("Armed: waiting for " + name + " to end; rounds start after it",
                EN.format(panel.state().get().activation()));
        assertEquals("Active", EN.format(panel.state().get().badge()), "the badge says the phase; the line says why");
        assertEquals(GoalBadge.Tone.WAITING, panel.state().get().tone());
        assertEquals("已启动：等待 " + name + " 结束，之后开始各轮", Texts.of("zh").format(panel.state().get().activation()));
        assertTrue(panel.actions().get().pause(), "the person can still pause the waiting goal");

        assertEquals(RalphOutcome.BUDGET_LIMITED, run.result().get(30, TimeUnit.SECONDS).outcome());
        assertEquals("Armed: rounds run by themselves", EN.format(panel.state().get().activation()));
    }
}
