package dev.ralphdesk.core.agent;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.ForwardingSessionStore;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probes of "one bad tool call hangs everything": an Error thrown by a tool or inside the loop
 * ends the tool call or the turn with a clear error, and the session takes the next turn.
 */
class NoHangTest {
    private static final long TURN_SECONDS = 30;
    @TempDir
    Path workspace;

    /** A tool that throws the Error it is built with, as a broken plugin tool might. */
    private static Tool throwing(String name, Error error) {
        return new Tool() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return "Always fails.";
            }

            @Override
            public ObjectNode parameters() {
                return Schemas.object().build();
            }

            @Override
            public ToolResult call(JsonNode arguments, ToolContext context) {
                throw error;
            }
        };
    }

    private static TurnResult turn(Agent agent, String text) throws Exception {
        return agent.submit(TurnInput.human(text)).get(TURN_SECONDS, TimeUnit.SECONDS);
    }

    private static List<String> toolOutputs(TestHarness t) {
        return t.committed(ToolCallFinished.class).stream().map(ToolCallFinished::output).toList();
    }

    @Test
    void stackOverflowFromSearchFilesOnA400KbLineEndsTheCallAndTheNextTurnWorks() throws Exception {
        Files.writeString(workspace.resolve("long.txt"), "ab".repeat(200_000) + "\n");
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(
                call("search_files", "pattern", "(a|b)*c"), text("searched"), text("second turn"))));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(new WorkspacePlugin()))) {
            Agent agent = t.harness.createChat("probe", workspace);

            TurnResult first = turn(agent, "search");
            TurnResult second = turn(agent, "again");

            assertEquals(TurnOutcome.Kind.COMPLETED, first.outcome().kind());
            String output = toolOutputs(t).get(0);
            assertTrue(output.contains("long.txt:1: [not searched: the pattern overflowed the stack"), output);
            assertEquals("second turn", second.lastAssistantText());
        }
    }

    @Test
    void outOfMemoryErrorInAToolIsAnInternalErrorNamingTheToolAndTheNextTurnWorks() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(
                call("hog", Json.object()), text("the tool broke"), text("second turn"))));
        Plugin hog = TestHarness.tools(throwing("hog", new OutOfMemoryError("Java heap space")));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(hog))) {
            Agent agent = t.harness.createChat("probe", workspace);

            TurnResult first = turn(agent, "go");
            TurnResult second = turn(agent, "again");

            assertEquals(TurnOutcome.Kind.COMPLETED, first.outcome().kind());
            assertEquals("error: internal: the tool hog failed (OutOfMemoryError: Java heap space). Nothing else was "
                    + "affected; try another way.", toolOutputs(t).get(0));
            assertTrue(t.committed(ToolCallFinished.class).get(0).error());
            assertEquals("second turn", second.lastAssistantText());
        }
    }

    @Test
    void anErrorInTheLoopEndsTheTurnWithAnErrorOutcomeAndTheNextTurnWorks() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(text("first"),
                text("second turn"))));
        Plugin breaking = breakingOnce(new StackOverflowError());
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(breaking))) {
            Agent agent = t.harness.createChat("probe", workspace);

            TurnResult first = turn(agent, "go");
            TurnResult second = turn(agent, "again");

            assertEquals(TurnOutcome.error("internal", "Internal error: StackOverflowError"), first.outcome());
            assertEquals(TurnOutcome.Kind.COMPLETED, second.outcome().kind());
            assertEquals("second turn", second.lastAssistantText());
            assertTrue(agent.isIdle());
        }
    }

    @Test
    void aCheckedExceptionThrownUndeclaredEndsTheTurnWithItsRecordAndTheNextTurnWorks() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(text("first"),
                text("second turn"))));
        Plugin breaking = breakingOnce(new java.io.IOException("disk gone"));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(breaking))) {
            Agent agent = t.harness.createChat("probe", workspace);

            TurnResult first = turn(agent, "go");
            TurnResult second = turn(agent, "again");

            assertEquals(TurnOutcome.error("internal", "Internal error: IOException: disk gone"), first.outcome());
            assertEquals(List.of(first.outcome(), second.outcome()),
                    t.committed(TurnFinished.class).stream().map(TurnFinished::outcome).toList());
            assertEquals("second turn", second.lastAssistantText());
        }
    }

    @Test
    void anInterruptThrownUndeclaredEndsTheTurnAsTheShutdownsCancelWithTheInterruptKept() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(text("first"))));
        List<Boolean> interrupted = new ArrayList<>();
        Plugin breaking = TestHarness.hook(new TurnHook() {
            @Override
            public String transformAssistantText(TurnContext turn, String text) {
                throwUndeclared(new InterruptedException());
                return text;
            }

            @Override
            public void afterTurn(AgentHandle agent, TurnResult result) {
                interrupted.add(Thread.currentThread().isInterrupted());
            }
        });
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(breaking))) {
            Agent agent = t.harness.createChat("probe", workspace);

            TurnResult first = turn(agent, "go");

            assertEquals(TurnOutcome.cancelled(CancelReason.SHUTDOWN), first.outcome());
            assertEquals(List.of(first.outcome()),
                    t.committed(TurnFinished.class).stream().map(TurnFinished::outcome).toList());
            assertEquals(List.of(true), interrupted);
        }
    }

    /** A hook that throws {@code thrown} (undeclared, if checked) from the first turn's answer only. */
    private static Plugin breakingOnce(Throwable thrown) {
        List<String> broken = new ArrayList<>(List.of("once"));
        return TestHarness.hook(new TurnHook() {
            @Override
            public String transformAssistantText(TurnContext turn, String text) {
                if (!broken.isEmpty()) {
                    broken.clear();
                    throwUndeclared(thrown);
                }
                return text;
            }
        });
    }

    /** Throws a checked exception no signature declares, as code written in Kotlin may. */
    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void throwUndeclared(Throwable e) throws T {
        throw (T) e;
    }

    @Test
    void anErrorRecordingTheEndOfATurnStillAnnouncesItsEnd() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(text("first"),
                text("second turn"))));
        List<String> once = new ArrayList<>(List.of("once"));
        Function<EventCatalog, SessionStore> failingOnce = catalog -> new ForwardingSessionStore(
                new InMemorySessionStore(catalog)) {
            @Override
            public LoggedEvent append(SessionId id, SessionEvent event) {
                if (event instanceof TurnFinished && !once.isEmpty()) {
                    once.clear();
                    throw new OutOfMemoryError("Java heap space");
                }
                return store.append(id, event);
            }
        };
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(), failingOnce,
                EventCatalog.withCoreTypes())) {
            Agent agent = t.harness.createChat("probe", workspace);

            TurnResult first = turn(agent, "go");

            assertEquals(TurnOutcome.Kind.COMPLETED, first.outcome().kind());
            assertEquals(List.of(new AgentEvent.TurnUnrecorded(agent.sessionId(), first.turnId(),
                    "OutOfMemoryError: Java heap space")), t.events(AgentEvent.TurnUnrecorded.class),
                    "a window would stop showing it running");
            assertTrue(t.committed(NoticePosted.class).stream().anyMatch(n -> n.text().equals(
                    "The end of this turn could not be recorded: OutOfMemoryError: Java heap space")),
                    t.committed(NoticePosted.class).toString());
            assertEquals("second turn", turn(agent, "again").lastAssistantText());
        }
    }

    @Test
    void anErrorInAnAfterTurnHookIsAWarningAndTheAgentGoesOn() throws Exception {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(text("first"),
                text("second turn"))));
        Plugin breaking = TestHarness.hook(new TurnHook() {
            @Override
            public void afterTurn(AgentHandle agent, TurnResult result) {
                throw new OutOfMemoryError("hook");
            }
        });
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(breaking))) {
            Agent agent = t.harness.createChat("probe", workspace);

            assertEquals("first", turn(agent, "go").lastAssistantText());
            assertEquals("second turn", turn(agent, "again").lastAssistantText());
            assertTrue(t.committed(NoticePosted.class).stream()
                    .anyMatch(n -> n.text().equals("A turn hook failed: OutOfMemoryError: hook")),
                    t.committed(NoticePosted.class).toString());
        }
    }
}
