package dev.ralphdesk.persistence.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.CliCommand;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.CliRun;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SessionsPluginTest {

    @Test
    void theTimeZoneIsAskedForOnlyWhenASessionsCommandIsMade() {
        List<String> asked = new ArrayList<>();
        CliCommand command = new SessionsPlugin(() -> {
            asked.add("zone");
            return ZoneOffset.UTC;
        }, Map::of).cliCommand();
        assertEquals(List.of(), asked, "making the command line (for any command) asked for the time zone");

        EventCatalog catalog = EventCatalog.withCoreTypes();
        Harness harness = new Harness(catalog, new InMemorySessionStore(catalog, Clock.systemUTC()),
                new ScriptedProvider(ScriptedScenario.of(List.of())), new EventBus(), Runnable::run,
                HarnessOptions.defaults(), List.of());
        assertInstanceOf(SessionsCli.class, command.create(new CliRun().services(harness)));
        assertEquals(List.of("zone"), asked);
    }
}
