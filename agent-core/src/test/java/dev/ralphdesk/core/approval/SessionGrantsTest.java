package dev.ralphdesk.core.approval;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.effect.GrantScope;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.replay.TranscriptEntry;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.ApprovalGranted;
import dev.ralphdesk.core.subagent.SubagentRequest;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Allow for this session" on the real loop (real bash, in-memory log): the grant is an
 * {@code approval/grant} event in the log of the session it covers, a reopened session keeps it, a
 * fork decides anew, a Ralph round's grant lands in its chat's log, and the transcript shows it.
 */
class SessionGrantsTest {
    @TempDir
    Path workspace;
    private final List<ApprovalRequest> asked = new CopyOnWriteArrayList<>();

    /** A person who answers {@code answer} to the first question and fails the test if asked again. */
    private Approver answeringOnce(Answer answer) {
        return request -> {
            asked.add(request);
            if (asked.size() > 1) {
                throw new AssertionError("asked again: " + request);
            }
            return answer;
        };
    }

    private static HarnessOptions ask(Approver approver) {
        return HarnessOptions.defaults().withApproval(ApprovalSetup.of(ApprovalMode.ASK, approver));
    }

    private static ScriptedProvider scripted(ScriptedResponse... responses) {
        return new ScriptedProvider(ScriptedScenario.of(List.of(responses)));
    }

    private static TurnResult turn(AgentHandle agent, String text) throws Exception {
        return agent.submit(TurnInput.human(text)).get(20, TimeUnit.SECONDS);
    }

    private static List<ApprovalGranted> grants(SessionStore store, SessionId id) {
        return store.open(id).events().stream().map(LoggedEvent::event).filter(ApprovalGranted.class::isInstance)
                .map(ApprovalGranted.class::cast).toList();
    }

    @Test
    void aGrantIsLoggedAndAReopenedSessionKeepsItButAForkAsksAgain() throws Exception {
        SessionId id;
        SessionStore store;
        try (TestHarness first = new TestHarness(scripted(call("shell", "command", "echo one > one.txt"), text("ok"),
                call("shell", "command", "echo two > two.txt"), text("ok")), ask(answeringOnce(
                        Answer.forSession(GrantScope.TOOL))), List.of(new WorkspacePlugin()))) {
            Agent agent = first.harness.createChat("grants", workspace);
            id = agent.sessionId();
            turn(agent, "one");
            turn(agent, "two");
            store = first.store;
        }
        assertEquals(1, asked.size());
        assertTrue(Files.exists(workspace.resolve("two.txt")), "the second command ran without asking");
        assertEquals(List.of(new ApprovalGranted(id.value(), id.value(), null, null,
                new ApprovalGrant(GrantScope.TOOL, "shell", null, null))), grants(store, id));

        asked.clear();
        try (TestHarness reopened = new TestHarness(scripted(call("shell", "command", "echo three > three.txt"),
                text("ok"), call("shell", "command", "echo four > four.txt"), text("ok")),
                ask(answeringOnce(Answer.deny())), List.of(new WorkspacePlugin()), catalog -> store,
                dev.ralphdesk.core.session.EventCatalog.withCoreTypes())) {
            turn(reopened.harness.open(id), "three");
            assertTrue(Files.exists(workspace.resolve("three.txt")), "the reopened session kept its grant");
            assertEquals(List.of(), asked);

            SessionInfo fork = store.fork(id, store.info(id).orElseThrow().lastSeq());
            TurnResult forked = turn(reopened.harness.open(fork.id()), "four");
            assertEquals(1, asked.size(), "a fork decides anew");
            assertFalse(Files.exists(workspace.resolve("four.txt")));
            assertTrue(forked.lastAssistantText().equals("ok"));
        }
    }

    @Test
    void aRoundsGrantIsLoggedInItsChatAndCoversTheChat() throws Exception {
        try (TestHarness t = new TestHarness(scripted(call("shell", "command", "echo child"), text("child done"),
                call("shell", "command", "echo parent > parent.txt"), text("parent done")),
                ask(answeringOnce(Answer.forSession(GrantScope.ALL))), List.of(new WorkspacePlugin()))) {
            Agent parent = t.harness.createChat("the chat", workspace);
            AgentHandle child = t.harness.subagentProvider("spawn").orElseThrow()
                    .start(new SubagentRequest(parent, "run-7", 3, List.of(), List.of()));
            turn(child, "round work");
            turn(parent, "chat work");

            assertEquals(List.of(new ApprovalGranted(parent.sessionId().value(), child.sessionId().value(), "run-7", 3,
                    new ApprovalGrant(GrantScope.ALL, null, null, null))), grants(t.store, parent.sessionId()));
            assertEquals(List.of(), grants(t.store, child.sessionId()));
            assertEquals("the chat", asked.get(0).scopeTitle());
            assertTrue(Files.exists(workspace.resolve("parent.txt")), "the round's grant covered the chat");
            List<String> notes = new ArrayList<>();
            for (TranscriptEntry entry : Transcripts.plain().fold(t.store.open(parent.sessionId()).events()).entries()) {
                if (entry instanceof TranscriptEntry.Note note) {
                    notes.add(note.source() + ": " + note.text());
                }
            }
            assertEquals(List.of("approval: allowed for this session: everything · asked by Ralph run run-7 round 3"),
                    notes);
        }
    }

    @Test
    void theFoldReadsOnlyTheSessionsOwnGrants() {
        SessionId mine = new SessionId("mine");
        ApprovalGrant tool = new ApprovalGrant(GrantScope.TOOL, "shell", null, null);
        ApprovalGrant all = new ApprovalGrant(GrantScope.ALL, null, null, ".git/");
        List<LoggedEvent> events = List.of(
                new LoggedEvent(1, java.time.Instant.EPOCH, new ApprovalGranted("mine", "mine", null, null, tool)),
                new LoggedEvent(2, java.time.Instant.EPOCH, new ApprovalGranted("parent", "mine", null, null, all)),
                new LoggedEvent(3, java.time.Instant.EPOCH, new ApprovalGranted("mine", "child", "r", 1, all)));

        assertEquals(List.of(tool, all), ApprovalGrants.fold(mine, events));
    }
}
