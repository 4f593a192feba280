package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.ralphdesk.app.ui.bridge.CurrentThreadUiExecutor;
import dev.ralphdesk.app.ui.status.BackgroundWorkViewModel;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.ForwardingSessionStore;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A turn whose end the log refused still ends in the window: the status bar stops counting it. */
class TurnEndUnrecordedTest {
    @TempDir
    Path workspace;

    @Test
    void theStatusBarStopsCountingATurnWhoseEndCouldNotBeRecorded() throws Exception {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        try (TestHarness t = new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of(Scripts.text("done")))),
                HarnessOptions.defaults(), List.of(), c -> new ForwardingSessionStore(new InMemorySessionStore(c)) {
                    @Override
                    public LoggedEvent append(SessionId id, SessionEvent event) {
                        if (event instanceof TurnFinished) {
                            throw new SessionStoreException("disk full");
                        }
                        return store.append(id, event);
                    }
                }, catalog);
                BackgroundWorkViewModel work = new BackgroundWorkViewModel(t.harness, t.bus,
                        new CurrentThreadUiExecutor())) {
            Agent agent = t.harness.createChat("unended", workspace);

            TurnOutcome outcome = agent.submit(TurnInput.human("go")).get(30, TimeUnit.SECONDS).outcome();

            assertEquals(TurnOutcome.Kind.COMPLETED, outcome.kind());
            assertFalse(work.busy().get(), "no turn runs");
            assertFalse(work.isRunning(agent.sessionId()));
        }
    }
}
