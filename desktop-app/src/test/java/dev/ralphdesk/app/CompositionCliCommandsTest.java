package dev.ralphdesk.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.CliCommand;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The command line made before composing lists exactly the commands the composed plugins contribute,
 * in their order: adding or removing a plugin's command in one place and not the other fails here.
 */
class CompositionCliCommandsTest {

    @Test
    void theCommandLineBeforeComposingIsThatOfTheComposedPlugins() {
        try (AppServices app = Composition.compose(DemoModel.deferred(), InMemorySessionStore::new,
                HarnessOptions.defaults(), new EventBus())) {
            assertEquals(names(app.harness().cliCommands()), names(Composition.cliCommands(() -> app)));
        }
    }

    private static List<String> names(List<CliCommand> commands) {
        return commands.stream().map(CliCommand::name).toList();
    }
}
