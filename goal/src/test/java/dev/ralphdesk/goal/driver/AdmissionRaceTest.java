package dev.ralphdesk.goal.driver;

import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalService;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Changes that land between a round's reservation and its admission, or between its admission and
 * its first model call, win: no model call is made for the stale round.
 */
class AdmissionRaceTest {
    @TempDir
    Path workspace;

    private final AtomicReference<GoalService> service = new AtomicReference<>();

    @Test
    void pauseBetweenReservationAndAdmissionWinsWithoutAModelCall() throws Exception {
        try (GoalStack s = stack(List.of(), List.of(afterFirstRound((agent, svc) -> svc.pause(agent.sessionId(), null))),
                text("round one"), text("never"))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("tidy")).ok());
            s.awaitIdle(agent);

            assertEquals(GoalPhase.PAUSED, s.view(agent.sessionId()).goal().phase());
            assertEquals(1, s.requests().size());
            assertEquals(List.of("goal-1#1"), s.origins(agent.sessionId()));
        }
    }

    @Test
    void editBetweenReservationAndAdmissionWinsAndTheNextRoundUsesIt() throws Exception {
        try (GoalStack s = stack(List.of(), List.of(afterFirstRound((agent, svc) ->
                svc.edit(agent.sessionId(), null, GoalEdit.objective("tidy the docs too")))),
                text("round one"), text("round two"), text("closing"))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("tidy").withMaxGoalRounds(2)).ok());
            s.awaitIdle(agent);

            List<UserMessage> messages = userMessages(s, agent);
            assertEquals(new InputOrigin.Goal("goal-1", 2, 2, 2), messages.get(1).origin());
            assertTrue(s.requests().get(1).lastUserText().contains("\"\"\"\ntidy the docs too\n\"\"\""));
            assertEquals(3, s.requests().size());
        }
    }

    @Test
    void anEditAfterAdmissionFencesTheRoundBeforeItsFirstModelCall() throws Exception {
        AtomicBoolean edited = new AtomicBoolean();
        Plugin editor = hook(new TurnHook() {
            @Override
            public void beforeTurn(TurnContext turn) {
                if (turn.origin() instanceof InputOrigin.Goal && edited.compareAndSet(false, true)) {
                    service.get().edit(turn.agent().sessionId(), null, GoalEdit.objective("tidy, edited"));
                }
            }
        });
        try (GoalStack s = stack(List.of(editor), List.of(), text("round with the edit"), text("closing"))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("tidy").withMaxGoalRounds(2)).ok());
            s.awaitIdle(agent);

            List<UserMessage> messages = userMessages(s, agent);
            assertEquals(new InputOrigin.Goal("goal-1", 1, 1, 2), messages.get(0).origin());
            assertEquals(new InputOrigin.Goal("goal-1", 2, 2, 2), messages.get(1).origin());
            TurnFinished fenced = s.events(agent.sessionId()).stream().filter(TurnFinished.class::isInstance)
                    .map(TurnFinished.class::cast).findFirst().orElseThrow();
            assertEquals(new TurnFinished(fenced.turnId(), TurnOutcome.cancelled(CancelReason.DRIVER), 0), fenced);
            assertTrue(s.requests().get(0).lastUserText().contains("tidy, edited"),
                    "the first model call is made for the edited goal");
            assertEquals(GoalPhase.BLOCKED, s.view(agent.sessionId()).goal().phase(), "the fenced round still counts");
        }
    }

    private GoalStack stack(List<Plugin> before, List<Plugin> after, dev.ralphdesk.core.model.scripted.ScriptedResponse... answers) {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        GoalStack s = new GoalStack(workspace, ScriptedScenario.of(List.of(answers)), Map.of(), before, after,
                InMemorySessionStore::new, catalog);
        service.set(s.service);
        return s;
    }

    private Plugin afterFirstRound(BiConsumer<AgentHandle, GoalService> action) {
        AtomicBoolean done = new AtomicBoolean();
        return hook(new TurnHook() {
            @Override
            public void afterTurn(AgentHandle agent, TurnResult result) {
                if (result.origin() instanceof InputOrigin.Goal && done.compareAndSet(false, true)) {
                    action.accept(agent, service.get());
                }
            }
        });
    }

    private static List<UserMessage> userMessages(GoalStack s, Agent agent) {
        return s.events(agent.sessionId()).stream().filter(UserMessage.class::isInstance).map(UserMessage.class::cast)
                .toList();
    }

    static Plugin hook(TurnHook hook) {
        return new Plugin() {
            @Override
            public String id() {
                return "race-hook";
            }

            @Override
            public void install(PluginContext context) {
                context.addTurnHook(hook);
            }
        };
    }
}
