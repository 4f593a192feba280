package dev.ralphdesk.core.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A plugin's session validator turns a log it finds invalid into a read-only session with a warning. */
class SessionValidatorTest {
    @TempDir
    Path workspace;

    /** Refuses sessions in which someone wrote "forbidden". */
    private static final Plugin STRICT = new Plugin() {
        @Override
        public String id() {
            return "strict";
        }

        @Override
        public void install(PluginContext context) {
            context.addSessionValidator(log -> log.events().stream().map(LoggedEvent::event)
                    .filter(e -> e instanceof UserMessage m && m.text().contains("forbidden"))
                    .map(e -> "record with forbidden text").findFirst().map(List::of).orElse(List.of()));
        }
    };

    @Test
    void aValidatorWarningMakesTheSessionReadOnly() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(Scripts.text("ok"),
                Scripts.text("ok"))));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(STRICT))) {
            Agent agent = t.harness.createChat("v", workspace);
            SessionId id = agent.sessionId();
            agent.submit(TurnInput.human("hello")).get(10, TimeUnit.SECONDS);
            assertEquals(List.of(), t.harness.inspect(id).warnings());

            agent.submit(TurnInput.human("something forbidden")).get(10, TimeUnit.SECONDS);
            t.harness.release(id);
            assertEquals(List.of("record with forbidden text"), t.harness.inspect(id).warnings());
            assertTrue(t.harness.inspect(id).readOnly());
            assertEquals(List.of(), t.store.open(id).warnings(), "the store itself saw nothing wrong");
            SessionStoreException refused = assertThrows(SessionStoreException.class, () -> t.harness.open(id));
            assertTrue(refused.getMessage().endsWith("is read-only: record with forbidden text"), refused.getMessage());
        }
    }
}
