package dev.ralphdesk.app.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.tool.ShellApproval;
import dev.ralphdesk.core.tool.ShellRequest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the approval dialog says, and whose commands one "Allow for this session" covers. */
class ShellApprovalViewModelTest {
    private static final SessionId CHAT = new SessionId("chat");
    private static final SessionId OTHER_CHAT = new SessionId("other-chat");
    private static final String RUN = "1b2c3d4e-5f60-4718-9a0b-c1d2e3f40516";
    private final ShellApprovalViewModel model = new ShellApprovalViewModel(Texts.of("en"));

    private static ShellRequest round(SessionId parent, int round, String command) {
        return new ShellRequest(new SessionLineage(new SessionId("child-" + parent + "-" + round),
                SessionKind.RALPH_CHILD, parent, RUN, round), command);
    }

    private static ShellRequest chat(SessionId chat, String command) {
        return new ShellRequest(SessionLineage.chat(chat), command);
    }

    @Test
    void aRoundsDialogNamesItsRunAndRoundAndShowsTheExactCommand() {
        assertEquals(new ShellApprovalViewModel.Prompt("Run this shell command?",
                "Ralph run 1b2c3d4e · round 2 wants to run this command. \"Allow for this session\" covers this chat "
                        + "and every round of its Ralph runs.", "mvn -q test && rm -rf target/tmp"),
                model.prompt(round(CHAT, 2, "mvn -q test && rm -rf target/tmp")));
    }

    @Test
    void theChatsDialogSaysTheAgentOfThisChatAsks() {
        assertEquals(new ShellApprovalViewModel.Prompt("Run this shell command?",
                "The agent of this chat wants to run this command:", "ls -la"), model.prompt(chat(CHAT, "ls -la")));
    }

    @Test
    void theDialogSpeaksChinese() {
        ShellApprovalViewModel zh = new ShellApprovalViewModel(Texts.of("zh"));
        assertEquals("Ralph 运行 1b2c3d4e · 第 12 轮想运行这条命令。“本会话内允许”对此会话及其所有 Ralph 运行的各轮都有效。",
                zh.prompt(round(CHAT, 12, "true")).asker());
    }

    @Test
    void allowForThisSessionInARoundCoversTheLaterRoundsAndTheirChatButNoOtherChat() {
        List<ShellApprovalViewModel.Prompt> asked = new ArrayList<>();

        assertEquals(ShellApproval.Decision.ALLOW, model.decide(round(CHAT, 1, "make"), prompt -> {
            asked.add(prompt);
            return ShellApprovalViewModel.Answer.ALLOW_FOR_SESSION;
        }));

        assertTrue(model.preapproved(round(CHAT, 2, "make test")));
        assertTrue(model.preapproved(chat(CHAT, "git status")));
        assertFalse(model.preapproved(round(OTHER_CHAT, 1, "make")));
        assertFalse(model.preapproved(chat(OTHER_CHAT, "make")));
        assertEquals(1, asked.size());
    }

    @Test
    void allowForThisSessionInTheChatCoversTheRoundsOfItsRuns() {
        model.answer(chat(CHAT, "ls"), ShellApprovalViewModel.Answer.ALLOW_FOR_SESSION);

        assertEquals(ShellApproval.Decision.ALLOW, model.decide(round(CHAT, 3, "make"), prompt -> {
            throw new AssertionError("asked again: " + prompt);
        }));
    }

    @Test
    void allowOnceAndDenyAreNotRemembered() {
        assertEquals(ShellApproval.Decision.ALLOW,
                model.answer(round(CHAT, 1, "make"), ShellApprovalViewModel.Answer.ALLOW_ONCE));
        assertEquals(ShellApproval.Decision.DENY,
                model.answer(round(CHAT, 1, "rm -rf /"), ShellApprovalViewModel.Answer.DENY));

        assertFalse(model.preapproved(round(CHAT, 2, "make")));
        assertFalse(model.preapproved(chat(CHAT, "make")));
    }
}
