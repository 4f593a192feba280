package dev.ralphdesk.core.approval;

import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.replay.TranscriptEntry;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.subagent.SubagentRequest;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A chat's own approval mode on the real loop (real file tools, in-memory log): it is an
 * {@code approval/mode} record in the chat's log, read at each question, so two chats under one
 * default are ruled apart, a stricter mode rules the next question, a reopen and a fork keep it, a
 * round child asks under its chat's mode, and a forced setup ({@code --approve}) wins without
 * changing the log.
 */
class SessionModesTest {
    @TempDir
    Path workspace;

    /** What the person was asked; each test's modes rule on their own, so none may ask. */
    private final List<ApprovalRequest> asked = new CopyOnWriteArrayList<>();

    /** Default {@code ask}, with a person who denies and is remembered. */
    private HarnessOptions askNobody() {
        return HarnessOptions.defaults().withApproval(ApprovalSetup.of(ApprovalMode.ASK, request -> {
            asked.add(request);
            return Answer.deny();
        }));
    }

    @AfterEach
    void nobodyWasAsked() {
        assertEquals(List.of(), asked, "a mode of the chat ruled every effect");
    }

    private static ScriptedProvider scripted(ScriptedResponse... responses) {
        return new ScriptedProvider(ScriptedScenario.of(List.of(responses)));
    }

    private static void turn(AgentHandle agent, String text) throws Exception {
        agent.submit(TurnInput.human(text)).get(20, TimeUnit.SECONDS);
    }

    private static CommandResult command(Harness harness, SessionId id, String line) {
        return ((Harness.Input.CommandRan) harness.input(id, line)).result();
    }

    private static String lastToolResult(SessionStore store, SessionId id) {
        List<ToolCallFinished> results = store.open(id).events().stream().map(LoggedEvent::event)
                .filter(ToolCallFinished.class::isInstance).map(ToolCallFinished.class::cast).toList();
        return results.get(results.size() - 1).output();
    }

    private static List<ApprovalModeChosen> modes(SessionStore store, SessionId id) {
        return store.open(id).events().stream().map(LoggedEvent::event).filter(ApprovalModeChosen.class::isInstance)
                .map(ApprovalModeChosen.class::cast).toList();
    }

    @Test
    void twoChatsUnderOneDefaultAreRuledByTheirOwnModes() throws Exception {
        try (TestHarness t = new TestHarness(scripted(write("a.txt", "a"), text("ok"), write("b.txt", "b"),
                text("ok")), askNobody(), List.of(new WorkspacePlugin()))) {
            Agent strict = t.harness.createChat("strict", workspace);
            Agent trusting = t.harness.createChat("trusting", workspace);
            assertTrue(command(t.harness, strict.sessionId(), "/approve read-only").ok());
            assertTrue(command(t.harness, trusting.sessionId(), "/approve AUTO").ok());

            turn(strict, "write a");
            turn(trusting, "write b");

            assertFalse(Files.exists(workspace.resolve("a.txt")), "read-only refuses the write");
            assertTrue(lastToolResult(t.store, strict.sessionId()).startsWith(
                    "Refused: approval mode read-only allows no file writes"), lastToolResult(t.store,
                    strict.sessionId()));
            assertEquals("b", Files.readString(workspace.resolve("b.txt")), "auto writes without asking");
            assertEquals(List.of(new ApprovalModeChosen("read-only")), modes(t.store, strict.sessionId()));
            assertEquals(List.of(new ApprovalModeChosen("auto")), modes(t.store, trusting.sessionId()));
        }
    }

    @Test
    void aStricterModeRulesTheNextQuestionOfTheSameSession() throws Exception {
        try (TestHarness t = new TestHarness(scripted(write("one.txt", "1"), text("ok"), write("two.txt", "2"),
                text("ok")), askNobody(), List.of(new WorkspacePlugin()))) {
            Agent chat = t.harness.createChat("chat", workspace);
            t.harness.modes().choose(chat.sessionId(), ApprovalMode.AUTO);
            turn(chat, "one");
            t.harness.modes().choose(chat.sessionId(), ApprovalMode.READ_ONLY);
            turn(chat, "two");

            assertTrue(Files.exists(workspace.resolve("one.txt")));
            assertFalse(Files.exists(workspace.resolve("two.txt")), "the stricter mode ruled the next write");
        }
    }

    @Test
    void aReopenedSessionAndAForkOfItKeepTheMode() throws Exception {
        SessionStore store = new InMemorySessionStore(EventCatalog.withCoreTypes());
        SessionId id;
        try (TestHarness first = new TestHarness(scripted(), askNobody(), List.of(new WorkspacePlugin()),
                catalog -> store, EventCatalog.withCoreTypes())) {
            id = first.harness.createChat("chat", workspace).sessionId();
            first.harness.modes().choose(id, ApprovalMode.READ_ONLY);
        }
        try (TestHarness reopened = new TestHarness(scripted(write("x.txt", "x"), text("ok"), write("y.txt", "y"),
                text("ok")), askNobody(), List.of(new WorkspacePlugin()), catalog -> store,
                EventCatalog.withCoreTypes())) {
            turn(reopened.harness.open(id), "write x");
            SessionInfo fork = store.fork(id, store.info(id).orElseThrow().lastSeq());
            turn(reopened.harness.open(fork.id()), "write y");

            assertFalse(Files.exists(workspace.resolve("x.txt")), "the reopened session kept read-only");
            assertFalse(Files.exists(workspace.resolve("y.txt")), "the fork kept read-only");
            assertEquals(ApprovalMode.READ_ONLY, reopened.harness.modes().inForce(fork.id()));
            assertEquals(List.of(new ApprovalModeChosen("read-only")), modes(store, fork.id()));
        }
    }

    @Test
    void aRoundChildAsksUnderItsChatsMode() throws Exception {
        try (TestHarness t = new TestHarness(scripted(write("child.txt", "c"), text("done")),
                HarnessOptions.defaults(), List.of(new WorkspacePlugin()))) {
            Agent chat = t.harness.createChat("chat", workspace);
            t.harness.modes().choose(chat.sessionId(), ApprovalMode.READ_ONLY);
            AgentHandle child = t.harness.subagentProvider("spawn").orElseThrow()
                    .start(new SubagentRequest(chat, "run-1", 1, List.of(), List.of()));
            turn(child, "round work");

            assertFalse(Files.exists(workspace.resolve("child.txt")), "the default is auto; the chat's read-only ruled");
            assertEquals(List.of(), modes(t.store, child.sessionId()));
        }
    }

    @Test
    void aForcedSetupRulesEverySessionWithoutChangingItsLog() throws Exception {
        HarnessOptions forced = HarnessOptions.defaults().withApproval(ApprovalSetup.auto().forcing());
        try (TestHarness t = new TestHarness(scripted(write("f.txt", "f"), text("ok")), forced,
                List.of(new WorkspacePlugin()))) {
            Agent chat = t.harness.createChat("chat", workspace);
            t.harness.modes().choose(chat.sessionId(), ApprovalMode.READ_ONLY);
            turn(chat, "write");

            assertTrue(Files.exists(workspace.resolve("f.txt")), "the forced auto ruled");
            assertEquals(List.of(new ApprovalModeChosen("read-only")), modes(t.store, chat.sessionId()));
            assertEquals(ApprovalMode.READ_ONLY, t.harness.modes().chosen(chat.sessionId()).orElseThrow());
        }
    }

    @Test
    void approveWithABadModeIsAnErrorListingTheModesAndLogsNoMode() throws Exception {
        try (TestHarness t = new TestHarness(scripted(), askNobody(), List.of(new WorkspacePlugin()))) {
            SessionId id = t.harness.createChat("chat", workspace).sessionId();

            CommandResult bad = command(t.harness, id, "/approve sometimes");
            CommandResult two = command(t.harness, id, "/approve auto please");
            CommandResult status = command(t.harness, id, "/approve");

            assertEquals(CommandResult.error("APPROVAL_INVALID_MODE: 'sometimes' is no approval mode. Use /approve "
                    + "read-only, ask, auto-edit or auto."), bad);
            assertFalse(two.ok(), two.output());
            assertEquals(CommandResult.ok("Approval mode: ask (the default; /approve <mode> chooses one for this "
                    + "chat). Modes: read-only, ask, auto-edit or auto."), status);
            assertEquals(List.of(), modes(t.store, id));
        }
    }

    @Test
    void approveSaysTheChosenModeAndDoesNotLogItTwice() throws Exception {
        try (TestHarness t = new TestHarness(scripted(), askNobody(), List.of(new WorkspacePlugin()))) {
            SessionId id = t.harness.createChat("chat", workspace).sessionId();

            CommandResult chosen = command(t.harness, id, "/approve auto-edit");
            CommandResult again = command(t.harness, id, "/approve auto-edit");

            assertEquals(CommandResult.ok("Approval mode: auto-edit (chosen for this chat). Modes: read-only, ask, "
                    + "auto-edit or auto."), chosen);
            assertEquals("Unchanged. " + chosen.output(), again.output());
            assertEquals(List.of(new ApprovalModeChosen("auto-edit")), modes(t.store, id));
        }
    }

    @Test
    void theTranscriptShowsTheChosenModeAsANotice() throws Exception {
        try (TestHarness t = new TestHarness(scripted(), askNobody(), List.of(new WorkspacePlugin()))) {
            SessionId id = t.harness.createChat("chat", workspace).sessionId();
            t.harness.modes().choose(id, ApprovalMode.AUTO_EDIT);

            List<String> notices = Transcripts.plain().fold(t.store.open(id).events()).entries().stream()
                    .filter(TranscriptEntry.Notice.class::isInstance).map(TranscriptEntry.Notice.class::cast)
                    .map(n -> n.kind() + "/" + n.code() + " " + n.args() + ": " + n.text()).toList();

            assertEquals(List.of("approval/approval-mode [auto-edit]: Approval mode: auto-edit for this chat"), notices);
        }
    }

    @Test
    void aRecordNamingAnUnknownModeMakesTheSessionReadOnly() throws Exception {
        InMemorySessionStore store = new InMemorySessionStore(EventCatalog.withCoreTypes());
        try (TestHarness t = new TestHarness(scripted(), askNobody(), List.of(new WorkspacePlugin()),
                catalog -> store, EventCatalog.withCoreTypes())) {
            SessionId id = t.harness.createChat("chat", workspace).sessionId();
            t.harness.release(id);
            long seq = store.appendRaw(id, ApprovalModeChosen.TYPE, 1, "{\"mode\":\"yolo\"}");

            assertEquals(List.of("record " + seq + " (approval/mode): unknown approval mode 'yolo' (use read-only, "
                    + "ask, auto-edit or auto)"), t.harness.inspect(id).warnings());
        }
    }
}
