package dev.ralphdesk.persistence.sqlite;

import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.approval.Approver;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.testing.RawDb;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Chats' own approval modes on SQLite (real loop, real file tools, scripted model, default
 * {@code ask} with nobody to answer): under one default, a {@code read-only} chat is refused a write
 * while an {@code auto} chat writes; closed with its checkpoint and reopened by another harness, a
 * chat keeps its mode.
 */
class SessionModesOnSqliteTest {
    @TempDir
    Path dir;

    private TestHarness harness(ScriptedResponse... script) {
        HarnessOptions options = HarnessOptions.defaults().withApproval(ApprovalSetup.of(ApprovalMode.ASK,
                Approver.NOBODY));
        return new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of(script))), options,
                List.of(new WorkspacePlugin()), catalog -> SqliteSessionStore.open(new DataFolder(dir.resolve("data"),
                        "test"), catalog, SqliteOptions.defaults().withWarmUp(false)), EventCatalog.withCoreTypes());
    }

    private static void turn(AgentHandle agent, String text) throws Exception {
        agent.submit(TurnInput.human(text)).get(20, TimeUnit.SECONDS);
    }

    /** What the session's last tool call answered (the default would say it needs the person's approval). */
    private static String lastResult(TestHarness t, SessionId id) {
        List<ToolCallFinished> results = t.store.open(id).events().stream().map(LoggedEvent::event)
                .filter(ToolCallFinished.class::isInstance).map(ToolCallFinished.class::cast).toList();
        return results.get(results.size() - 1).output();
    }

    private static final String REFUSED = "Refused: approval mode read-only allows no file writes";

    @Test
    void aReadOnlyChatIsRefusedWhileAnAutoChatWritesAndAReopenKeepsTheModes() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        SessionId strict;
        try (TestHarness t = harness(write("a.txt", "a"), text("ok"), write("b.txt", "b"), text("ok"))) {
            Agent readOnly = t.harness.createChat("strict", workspace);
            Agent auto = t.harness.createChat("trusting", workspace);
            t.harness.modes().choose(readOnly.sessionId(), ApprovalMode.READ_ONLY);
            t.harness.modes().choose(auto.sessionId(), ApprovalMode.AUTO);

            turn(readOnly, "write a");
            turn(auto, "write b");

            assertFalse(Files.exists(workspace.resolve("a.txt")), "read-only refused the write");
            assertTrue(lastResult(t, readOnly.sessionId()).startsWith(REFUSED), lastResult(t, readOnly.sessionId()));
            assertEquals("b", Files.readString(workspace.resolve("b.txt")), "auto wrote without asking");
            strict = readOnly.sessionId();
            t.harness.release(strict);
        }
        assertTrue(RawDb.query(dir.resolve("data/ralph-desk.db"), "SELECT COUNT(*) FROM checkpoints WHERE session_id = ?",
                strict.value()).equals(List.of("1")), "the reopen starts from a checkpoint");

        try (TestHarness reopened = harness(write("c.txt", "c"), text("ok"))) {
            turn(reopened.harness.open(strict), "write c");

            assertFalse(Files.exists(workspace.resolve("c.txt")), "the reopened chat kept read-only");
            assertTrue(lastResult(reopened, strict).startsWith(REFUSED), lastResult(reopened, strict));
            assertEquals(ApprovalMode.READ_ONLY, reopened.harness.modes().inForce(strict));
        }
    }
}
