package dev.ralphdesk.app.ui.approval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Choice;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Prompt;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Reply;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.ScopeOption;
import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalRequest;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.effect.FileChange;
import dev.ralphdesk.core.effect.GrantScope;
import dev.ralphdesk.core.effect.LinkedFile;
import dev.ralphdesk.core.effect.ShellCommand;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionLineage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the approval dialog says for each kind of effect and asker, and what each choice answers. */
class ApprovalViewModelTest {
    private static final SessionId CHAT = new SessionId("chat");
    private static final String RUN = "1b2c3d4e-5f60-4718-9a0b-c1d2e3f40516";
    private final ApprovalViewModel model = new ApprovalViewModel(Texts.of("en"));

    private static ApprovalRequest round(int round, Effect effect) {
        return new ApprovalRequest(new SessionLineage(new SessionId("child-" + round), SessionKind.RALPH_CHILD, CHAT,
                RUN, round), "Fix the tests", effect, ApprovalMode.ASK);
    }

    private static ApprovalRequest chat(String title, Effect effect) {
        return new ApprovalRequest(SessionLineage.chat(CHAT), title, effect, ApprovalMode.ASK);
    }

    private static List<ScopeOption> scopes(String first, String tool) {
        return List.of(new ScopeOption(GrantScope.THIS, first), new ScopeOption(GrantScope.TOOL, "every " + tool + " call"),
                new ScopeOption(GrantScope.ALL, "everything"));
    }

    @Test
    void aRoundsCommandNamesItsRunRoundAndChatAndShowsTheExactCommand() {
        assertEquals(new Prompt("Run this shell command?", "Ralph run 1b2c3d4e · round 2 of chat “Fix the tests” "
                + "wants to run this command. \"Allow for this session\" covers this chat and every round of its Ralph "
                + "runs.", "mvn -q test && rm -rf target/tmp", false, "", scopes("this command", "shell")),
                model.prompt(round(2, new ShellCommand("shell", "mvn -q test && rm -rf target/tmp", null))));
    }

    @Test
    void aFileChangeShowsTheDiffAndThePlaceItProtects() {
        String diff = "--- a/.git/config\n+++ b/.git/config\n@@ -1 +1,2 @@\n [core]\n+\tfsmonitor = sh evil.sh\n";

        assertEquals(new Prompt("Allow this file change?", "The agent of chat “Fix the tests” wants to change "
                + ".git/config:", diff, true, "Protected: .git/. Only an approval given for this place lets it "
                + "through; no grant for ordinary work does.", scopes("this file", "edit_file")),
                model.prompt(chat("Fix the tests", new FileChange("edit_file", ".git/config", diff, ".git/"))));
    }

    @Test
    void aHardLinkedFileIsExplained() {
        Prompt prompt = model.prompt(chat("", new LinkedFile("read_file", "notes/h.txt", 2, false)));

        assertEquals(List.of("Open a hard-linked file?", "The agent of this chat wants to read notes/h.txt, a file "
                + "with 2 names (hard links):", "notes/h.txt has 2 names (hard links). Another of its names may lie "
                + "outside the workspace, so reading it may show a file from outside.", ""),
                List.of(prompt.title(), prompt.asker(), prompt.body(), prompt.protectedNote()));
    }

    @Test
    void theDialogSpeaksChinese() {
        ApprovalViewModel zh = new ApprovalViewModel(Texts.of("zh"));
        assertEquals("会话“Fix the tests”的 Ralph 运行 1b2c3d4e · 第 12 轮想运行这条命令。“本会话内允许”对此会话及其所有 "
                + "Ralph 运行的各轮都有效。", zh.prompt(round(12, new ShellCommand("shell", "true", null))).asker());
        assertEquals("允许这项文件修改？", zh.prompt(chat("x", new FileChange("write_file", "a", "+a\n", null))).title());
    }

    @Test
    void eachChoiceIsTheCoresAnswer() {
        assertEquals(List.of(Answer.once(), Answer.forSession(GrantScope.TOOL), Answer.forSession(GrantScope.THIS),
                Answer.deny()), List.of(model.answer(new Reply(Choice.ALLOW_ONCE, null)),
                model.answer(new Reply(Choice.ALLOW_FOR_SESSION, GrantScope.TOOL)),
                model.answer(new Reply(Choice.ALLOW_FOR_SESSION, null)), model.answer(new Reply(Choice.DENY, null))));
    }
}
