package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.Message;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.ui.QueuedUiExecutor;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalPhase;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The goal panel's view model without a stage, over the real goal service (rounds only when asked,
 * so nothing runs by itself): one action at a time, refusals shown with their code, the Resume prompt.
 */
class GoalPanelViewModelTest {
    @TempDir
    Path workspace;
    private AppServices services;
    private final QueuedUiExecutor ui = new QueuedUiExecutor();
    private GoalPanelViewModel panel;
    private SessionId session;

    @BeforeEach
    void compose() {
        services = Composition.compose(new ScriptedProvider(ScriptedScenario.of(List.of())),
                InMemorySessionStore::new,
                HarnessOptions.defaults().withConfig(new PluginConfig(Map.of("goal.rounds", "explicit"))),
                new EventBus());
        session = services.store().create(NewSession.chat("goal panel", workspace)).id();
        panel = new GoalPanelViewModel(services.goal(), ui, Runnable::run);
    }

    @AfterEach
    void close() {
        panel.close();
        services.close();
    }

    @Test
    void attachingReadsTheGoalInTheBackgroundThenOffersCreate() {
        panel.attach(session);
        assertEquals(GoalActions.NONE, panel.actions().get(), "nothing is offered while loading");
        ui.runAll();
        assertEquals(new GoalActions(true, false, false, false, false, false, false), panel.actions().get());
        assertFalse(panel.state().get().hasGoal());
    }

    @Test
    void onlyOneActionIsInFlightAndEveryButtonIsOffMeanwhile() {
        panel.attach(session);
        ui.runAll();
        panel.draft().set("ship the release");
        panel.create();
        panel.create();
        panel.pause();

        assertTrue(panel.busy().get());
        assertEquals(GoalActions.NONE, panel.actions().get());
        assertEquals(1, ui.pending(), "the second create and the pause were not sent");
        ui.runAll();

        assertFalse(panel.busy().get());
        assertEquals("ship the release", panel.state().get().objective());
        assertEquals(GoalPhase.ACTIVE, panel.view().get().goal().phase());
        assertTrue(panel.view().get().armed());
        assertEquals("", panel.draft().get(), "the field is cleared after Create");
        assertEquals(new GoalActions(false, true, false, true, true, true, false), panel.actions().get());
    }

    @Test
    void aRefusalShowsItsErrorCodeAndMessageInThePanel() {
        services.goal().create(session, GoalDraft.of("first"));
        panel.attach(session);
        ui.runAll();
        panel.edit("   ");
        ui.runAll();

        assertEquals("GOAL_INVALID_OBJECTIVE: a goal needs an objective", Texts.of("en").format(panel.error().get()));
        assertEquals("first", panel.state().get().objective());
        panel.pause();
        ui.runAll();
        assertEquals(Message.NONE, panel.error().get(), "the next action clears the error");
        assertEquals(GoalPhase.PAUSED, panel.view().get().goal().phase());
    }

    @Test
    void aDisarmedActiveGoalAsksToResumeAndNotNowHidesTheQuestion() {
        services.goal().create(session, GoalDraft.of("keep going"));
        services.goal().disarm(session);
        panel.attach(session);
        ui.runAll();
        assertTrue(panel.promptShown().get());

        panel.dismissPrompt();
        assertFalse(panel.promptShown().get());
        assertTrue(panel.actions().get().resume(), "Resume stays on the panel");
        assertFalse(services.goal().view(session).armed(), "Not now runs nothing");

        panel.resume();
        ui.runAll();
        assertTrue(panel.view().get().armed());
        assertFalse(panel.promptShown().get());
    }

    @Test
    void switchingSessionsIgnoresTheAnswerForTheOldOne() {
        SessionId other = services.store().create(NewSession.chat("other", workspace)).id();
        services.goal().create(other, GoalDraft.of("other goal"));
        panel.attach(other);
        panel.attach(session);
        ui.runAll();
        assertFalse(panel.state().get().hasGoal(), "the panel shows the session attached last");
        services.goal().pause(other, null);
        assertFalse(panel.state().get().hasGoal(), "the old session's changes do not reach the panel");
    }
}
