package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The terminal's approval says who asks (which Ralph run and round of which chat), shows the
 * command or the diff with control characters made visible, maps the letters to answers, and
 * without a terminal denies, naming the {@code --approve} mode that would allow it.
 */
class ConsoleApprovalTest {
    private static final SessionId CHAT = new SessionId("chat");
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    private ConsoleApproval console(String typed) {
        return new ConsoleApproval(typed == null ? null : new BufferedReader(new StringReader(typed)),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
    }

    private static ApprovalRequest round(int round, Effect effect) {
        return new ApprovalRequest(new SessionLineage(new SessionId("child-" + round), SessionKind.RALPH_CHILD, CHAT,
                "1b2c3d4e-5f60-4718-9a0b-c1d2e3f40516", round), "Fix the tests", effect, ApprovalMode.ASK);
    }

    private static ApprovalRequest chat(Effect effect) {
        return new ApprovalRequest(SessionLineage.chat(CHAT), "Fix the tests", effect, ApprovalMode.ASK);
    }

    private String printed() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aRoundAsksNamingItsRunRoundAndChat() {
        assertEquals(Answer.forSession(GrantScope.ALL),
                console("a\n").ask(round(1, new ShellCommand("shell", "make test", null))));

        assertEquals("[approval] Ralph run 1b2c3d4e · round 1 of chat \"Fix the tests\" wants to run:\n  make test\n"
                + "allow? [y = once; for this session: c = this command, t = every shell call, a = everything; "
                + "N = deny] ", printed());
    }

    @Test
    void aFileChangeShowsItsDiffWithEscapesVisibleAndNamesTheProtectedPlace() {
        FileChange change = new FileChange("edit_file", ".git/config", "--- a/.git/config\n+++ b/.git/config\n"
                + "@@ -1 +1,2 @@\n [core]\n+\tfsmonitor = \u001b]0;owned\u0007sh evil.sh\n", ".git/");

        assertEquals(Answer.deny(), console("n\n").ask(chat(change)));

        assertEquals("[approval] the agent of chat \"Fix the tests\" wants to change .git/config:\n"
                + "  --- a/.git/config\n  +++ b/.git/config\n  @@ -1 +1,2 @@\n   [core]\n"
                + "  +\tfsmonitor = \\x1b]0;owned\\x07sh evil.sh\n  (protected: .git/)\n"
                + "allow? [y = once; for this session: c = this file, t = every edit_file call, a = everything; "
                + "N = deny] ", printed());
    }

    @Test
    void theLettersMapToOnceThisCommandThisToolAndDeny() {
        ShellCommand command = new ShellCommand("shell", "ls", null);
        assertEquals(List.of(Answer.once(), Answer.forSession(GrantScope.THIS), Answer.forSession(GrantScope.TOOL),
                Answer.deny(), Answer.deny()), List.of(console("y\n").ask(chat(command)),
                console("C\n").ask(chat(command)), console(" t \n").ask(chat(command)),
                console("yes please\n").ask(chat(command)), console("").ask(chat(command))));
    }

    @Test
    void withoutATerminalTheDenialNamesTheModeThatWouldAllowIt() {
        ConsoleApproval nobody = console(null);

        assertEquals(Answer.unanswered("There is no terminal to ask. `--approve auto-edit` allows it."),
                nobody.ask(chat(new FileChange("write_file", "a.txt", "+x\n", null))));
        assertEquals(Answer.unanswered("There is no terminal to ask. `--approve auto` allows it."),
                nobody.ask(chat(new ShellCommand("shell", "rm -rf build", null))));
        assertEquals(Answer.unanswered("There is no terminal to ask. No --approve mode allows it without asking; "
                + "run it on a terminal to be asked."), nobody.ask(chat(new LinkedFile("read_file", "h.txt", 2, false))));
        assertEquals("[approval] denied (no terminal to ask): write_file a.txt\n"
                + "[approval] denied (no terminal to ask): shell rm -rf build\n"
                + "[approval] denied (no terminal to ask): read_file h.txt\n", printed());
    }
}
