package dev.ralphdesk.core.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code follow}: the log after a seq, then each event as it is committed, once, until the work is at rest. */
class FollowVerbTest {
    @TempDir
    Path workspace;

    @Test
    void aFollowerGetsEveryEventOnceInOrderAndIsToldWhenTheTurnHasEnded() throws Exception {
        ScriptedProvider model = new ScriptedProvider(ScriptedScenario.of(List.of(
                Scripts.slow("an answer that streams one character at a time", 20))));
        try (TestHarness t = new TestHarness(model, HarnessOptions.defaults(), List.of())) {
            Agent agent = t.harness.createChat("followed", workspace);
            CompletableFuture<?> turn = agent.submit(TurnInput.human("talk"));
            List<LoggedEvent> received = new ArrayList<>();
            List<ControlReply> replies = new ArrayList<>();
            t.harness.controlVerbs().get(FollowVerb.NAME).handle(
                    ControlRequest.of(FollowVerb.NAME, Map.of("session", agent.sessionId().value(), "after", "1")),
                    new ControlSink() {
                        @Override
                        public void event(JsonNode event) {
                            FollowVerb.decode(event, t.catalog).ifPresent(received::add);
                        }

                        @Override
                        public void reply(ControlReply reply) {
                            replies.add(reply);
                        }
                    });
            turn.get();

            assertEquals(List.of(ControlReply.ok("at-rest")), replies);
            List<LoggedEvent> log = t.store.open(agent.sessionId()).events();
            assertEquals(log.subList(1, log.size()), received, "everything after seq 1, as logged");
            assertEquals(LongStream.rangeClosed(2, log.size()).boxed().toList(),
                    received.stream().map(LoggedEvent::seq).toList());
        }
    }

    @Test
    void anUnknownSessionIsRefused() throws Exception {
        try (TestHarness t = new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of())),
                HarnessOptions.defaults(), List.of())) {
            ControlException refused = assertThrows(ControlException.class,
                    () -> t.harness.controlVerbs().get(FollowVerb.NAME).handle(ControlRequest.of(FollowVerb.NAME,
                            Map.of("session", "not-there")), null));
            assertEquals("no-session", refused.code());
        }
    }
}
