package dev.ralphdesk.goal.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.gate.CompletionGate;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.plugin.AgentDirectory;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.tool.Workspace;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.event.GoalChange;
import dev.ralphdesk.goal.service.CompletionJudge;
import dev.ralphdesk.goal.service.GoalRegistry;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalSettings;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When the next round cannot even be queued, the goal blocks with queue-failed instead of hanging active. */
class QueueFailureTest {
    @TempDir
    Path workspace;

    @Test
    void aReservationThatFailsBlocksTheGoalWithQueueFailed() {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        catalog.register(GoalChange.EVENT_TYPE);
        InMemorySessionStore store = new InMemorySessionStore(catalog);
        SessionId id = store.create(NewSession.chat("t", workspace)).id();
        RefusingAgent agent = new RefusingAgent(id, Workspace.open(workspace));
        AgentDirectory agents = new AgentDirectory() {
            @Override
            public Optional<AgentHandle> find(SessionId session) {
                return Optional.of(agent);
            }

            @Override
            public AgentHandle open(SessionId session) {
                return agent;
            }
        };
        SessionClaims claims = new SessionClaims();
        GoalRegistry registry = new GoalRegistry(store, claims, agents);
        GoalDriver driver = new GoalDriver(registry, claims, GoalSettings.defaults(), Clock.systemUTC(),
                new CompletionJudge(new CompletionGate((f, c, t, k) -> {
                    throw new AssertionError("no check expected");
                }), GoalSettings.defaults()), store);
        GoalService service = new GoalService(registry, driver, store, GoalSettings.defaults(), Clock.systemUTC(),
                () -> "goal-1", Optional::empty);

        service.create(id, GoalDraft.of("tidy"));

        assertEquals(new BlockReason("queue-failed", "the next goal round could not be queued: the queue is closed"),
                service.view(id).goal().blockedReason());
        assertEquals(Optional.empty(), claims.holder(id), "the goal's claim on the session was released");
    }

    /** An agent whose queue refuses every reservation. */
    private record RefusingAgent(SessionId sessionId, Workspace workspace) implements AgentHandle {
        @Override
        public SessionKind kind() {
            return SessionKind.CHAT;
        }

        @Override
        public CompletableFuture<TurnResult> submit(TurnInput input) {
            return CompletableFuture.failedFuture(new IllegalStateException("the queue is closed"));
        }

        @Override
        public CompletableFuture<Optional<TurnResult>> submitReserved(Supplier<Optional<TurnInput>> admission) {
            return CompletableFuture.failedFuture(new IllegalStateException("the queue is closed"));
        }

        @Override
        public void inject(String source, String note) {
        }

        @Override
        public boolean isIdle() {
            return true;
        }

        @Override
        public boolean awaitIdle(long timeoutMillis) {
            return true;
        }

        @Override
        public boolean hasPendingHumanInput() {
            return false;
        }

        @Override
        public void cancel(CancelReason reason) {
        }

        @Override
        public List<ChatMessage> history() {
            return List.of();
        }
    }
}
