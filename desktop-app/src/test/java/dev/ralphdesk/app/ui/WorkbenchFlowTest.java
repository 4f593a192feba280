package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.composer.ComposerViewModel;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.testing.Scripts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workbench without a stage: create, send, stream, reopen; the composer's enabled rules. */
class WorkbenchFlowTest {
    @TempDir
    Path workspace;
    private UiFixture fixture;

    private UiFixture fixture() {
        fixture = new UiFixture(workspace, List.of(Scripts.call("echo", "text", "pong"), Scripts.text("Done, **all** good.")));
        return fixture;
    }

    @AfterEach
    void close() {
        if (fixture != null) {
            fixture.close();
        }
    }

    @Test
    void sendingShowsTheUserRowTheToolCardAndTheCompleteReply() {
        UiFixture f = fixture();
        SessionId id = createAndOpen(f);
        send(f, "ping");
        f.frame();

        List<TranscriptRow> rows = f.workbench.transcript().rows();
        assertEquals(List.of("user ping", "tool echo OK pong", "assistant complete Done, **all** good."),
                describe(rows));
        assertEquals(id, f.workbench.current().get());
    }

    @Test
    void aNewSessionIsNamedAfterThePersonsFirstMessage() {
        UiFixture f = fixture();
        createAndOpen(f);
        send(f, "Fix the login test\nit fails since Monday");
        f.frame();
        f.workbench.sessions().refresh();

        assertEquals(List.of("Fix the login test"), titles(f));
    }

    @Test
    void aSessionThePersonNamedKeepsItsName() {
        UiFixture f = fixture();
        SessionId id = createAndOpen(f);
        f.workbench.sessions().rename(id, "Login work");
        send(f, "Fix the login test");
        f.frame();
        f.workbench.sessions().refresh();

        assertEquals(List.of("Login work"), titles(f));
    }

    private static List<String> titles(UiFixture f) {
        return f.workbench.sessions().rows().stream().map(dev.ralphdesk.app.ui.sessions.SessionRow::title).toList();
    }

    @Test
    void reopeningASessionShowsTheSameTranscript() {
        UiFixture f = fixture();
        SessionId id = createAndOpen(f);
        send(f, "ping");
        f.frame();
        List<TranscriptRow> live = new ArrayList<>(f.workbench.transcript().rows());

        f.workbench.transcript().clear();
        f.workbench.open(id);

        assertEquals(live, f.workbench.transcript().rows());
    }

    @Test
    void escapeBetweenTurnsTellsTheSessionsPoliciesThatThePersonStopped() {
        List<String> heard = new ArrayList<>();
        fixture = new UiFixture(workspace, List.of(Scripts.text("pong")), List.of(new Plugin() {
            @Override
            public String id() {
                return "listening";
            }

            @Override
            public void install(PluginContext context) {
                context.addTurnHook(new TurnHook() {
                    @Override
                    public void cancelRequested(AgentHandle agent, CancelReason reason) {
                        heard.add(agent.sessionId() + " " + reason.wire());
                    }
                });
            }
        }));
        SessionId id = createAndOpen(fixture);
        send(fixture, "ping");
        fixture.frame();

        fixture.workbench.composer().stop();

        assertEquals(List.of(id + " person"), heard, "one road: the goal and the Ralph run hear it from here");
    }

    @Test
    void slashCommandsRunAndShowTheirAnswer() {
        UiFixture f = fixture();
        createAndOpen(f);
        send(f, "/help");
        f.frame();

        TranscriptRow.CommandRow row = (TranscriptRow.CommandRow) f.workbench.transcript().rows().get(0);
        assertEquals("/help", row.line());
        assertTrue(row.ok());
        assertTrue(row.output().contains("/help"));
    }

    @Test
    void slashCompletionListsMatchingCommands() {
        UiFixture f = fixture();
        createAndOpen(f);
        ComposerViewModel composer = f.workbench.composer();
        composer.text().set("/he");

        assertEquals(List.of("help"), composer.completions().stream().map(ComposerViewModel.Completion::name).toList());
        Message summary = composer.completions().get(0).summary();
        assertEquals("List the commands.", Texts.of("en").format(summary));
        assertEquals("列出所有命令。", Texts.of("zh").format(summary));
        composer.complete(composer.completions().get(0));
        assertEquals("/help ", composer.text().get());
        composer.text().set("hello /he");
        assertEquals(List.of(), composer.completions());
    }

    @Test
    void composerIsDisabledWithAReasonUntilASessionIsOpen() {
        UiFixture f = fixture();
        ComposerViewModel composer = f.workbench.composer();
        composer.text().set("hello");

        assertFalse(composer.canSend().get());
        assertFalse(composer.readOnlyReason().get().isEmpty());
        createAndOpen(f);
        assertTrue(composer.canSend().get());
        assertEquals(Message.NONE, composer.readOnlyReason().get());
        assertFalse(composer.canStop().get(), "nothing runs, so nothing to stop");
    }

    @Test
    void statusBarCountsTheSessionTokens() {
        UiFixture f = fixture();
        createAndOpen(f);
        send(f, "ping");
        f.frame();

        String usage = Texts.of("en").format(f.workbench.status().usage().get());
        assertTrue(usage.matches("[1-9][0-9,]* tokens · cost unknown"), usage);
    }

    @Test
    void theStatusBarShowsTheInstructionFilesInEffectAndFollowsAChangeAtTheNextTurn() throws Exception {
        Files.writeString(workspace.resolve("AGENTS.md"), "House rule: be brief.");
        UiFixture f = fixture();
        createAndOpen(f);
        Texts en = Texts.of("en");
        assertEquals("Instructions: AGENTS.md", en.format(f.workbench.status().instructions().get()));
        assertEquals("Project instructions in effect, read again at every turn:\n" + workspace.resolve("AGENTS.md")
                + " (21 bytes)", en.format(f.workbench.status().instructionsDetail().get()));

        Files.delete(workspace.resolve("AGENTS.md"));
        Files.writeString(workspace.resolve("CLAUDE.md"), "House rule: be thorough.");
        send(f, "ping");
        f.frame();
        assertEquals("Instructions: CLAUDE.md", en.format(f.workbench.status().instructions().get()));
        assertEquals("项目说明：CLAUDE.md", Texts.of("zh").format(f.workbench.status().instructions().get()));

        f.workbench.closeSession();
        assertEquals(Message.NONE, f.workbench.status().instructions().get());
    }

    private SessionId createAndOpen(UiFixture f) {
        List<SessionId> opened = new ArrayList<>();
        f.workbench.sessions().create(workspace, id -> {
            opened.add(id);
            f.workbench.open(id);
        });
        return opened.get(0);
    }

    private static void send(UiFixture f, String text) {
        f.workbench.composer().text().set(text);
        f.workbench.composer().send();
    }

    static List<String> describe(List<TranscriptRow> rows) {
        List<String> out = new ArrayList<>();
        for (TranscriptRow row : rows) {
            if (row instanceof TranscriptRow.UserRow user) {
                out.add("user " + user.text());
            } else if (row instanceof TranscriptRow.AssistantRow a) {
                out.add("assistant " + (a.complete() ? "complete " : "streaming ") + a.text());
            } else if (row instanceof TranscriptRow.ToolCard card) {
                out.add("tool " + card.name() + " " + card.status() + " " + card.output());
            } else {
                out.add(row.toString());
            }
        }
        return out;
    }

}
