package dev.ralphdesk.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandRegistryTest {
    @TempDir
    Path workspace;

    private static final Command SHOUT = new Command() {
        @Override
        public String name() {
            return "shout";
        }

        @Override
        public String summary() {
            return "Repeat loudly.";
        }

        @Override
        public String usage() {
            return "/shout <text>";
        }

        @Override
        public CommandResult run(CommandInvocation invocation) {
            if (invocation.arguments().isBlank()) {
                throw new IllegalArgumentException("Usage: /shout <text>");
            }
            return CommandResult.ok(invocation.arguments().toUpperCase(java.util.Locale.ROOT));
        }
    };

    private static final Plugin PLUGIN = new Plugin() {
        @Override
        public String id() {
            return "shout";
        }

        @Override
        public void install(PluginContext context) {
            context.addCommand(SHOUT);
        }
    };

    private TestHarness harness() {
        return new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of())), HarnessOptions.defaults(),
                List.of(PLUGIN));
    }

    @Test
    void helpListsEveryCommandWithUsage() {
        try (TestHarness t = harness()) {
            var agent = t.harness.createChat("c", workspace);
            var input = (Harness.Input.CommandRan) t.harness.input(agent.sessionId(), "/help");
            assertTrue(input.result().ok());
            assertTrue(input.result().output().contains("/help — List the commands."), input.result().output());
            assertTrue(input.result().output().contains("/shout <text> — Repeat loudly."), input.result().output());
        }
    }

    @Test
    void commandRunsAreRecordedButNeverEnterModelHistory() {
        try (TestHarness t = harness()) {
            var agent = t.harness.createChat("c", workspace);
            var ran = (Harness.Input.CommandRan) t.harness.input(agent.sessionId(), "/shout  hello there");
            assertEquals(CommandResult.ok(" HELLO THERE"), ran.result());
            List<Object> events = t.store.open(agent.sessionId()).events().stream().map(LoggedEvent::event)
                    .map(Object.class::cast).toList();
            CommandRun run = (CommandRun) events.get(1);
            assertEquals("shout", run.name());
            assertEquals(" hello there", run.arguments());
            CommandDone done = (CommandDone) events.get(2);
            assertEquals(run.invocationId(), done.invocationId());
            assertTrue(agent.history().isEmpty());
            t.harness.release(agent.sessionId());
            assertTrue(t.harness.open(agent.sessionId()).history().isEmpty());
        }
    }

    @Test
    void unknownCommandAndBadArgumentsAnswerWithAnError() {
        try (TestHarness t = harness()) {
            var agent = t.harness.createChat("c", workspace);
            var unknown = (Harness.Input.CommandRan) t.harness.input(agent.sessionId(), "/frobnicate");
            assertFalse(unknown.result().ok());
            assertTrue(unknown.result().output().contains("Unknown command /frobnicate"));
            var bad = (Harness.Input.CommandRan) t.harness.input(agent.sessionId(), "/shout");
            assertEquals(CommandResult.error("Usage: /shout <text>"), bad.result());
        }
    }

    @Test
    void completionAndDetection() {
        try (TestHarness t = harness()) {
            assertEquals(List.of("shout"), t.harness.commands().complete("/sh").stream().map(Command::name).toList());
            assertTrue(CommandRegistry.isCommand("/goal x"));
            assertFalse(CommandRegistry.isCommand("/ not a command"));
            assertFalse(CommandRegistry.isCommand("a/b"));
        }
    }
}
