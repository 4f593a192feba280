package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.tool.ShellApproval;
import dev.ralphdesk.core.tool.ShellRequest;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The terminal's approval says which Ralph run and round asks; "a" covers the later rounds. */
class ConsoleApprovalTest {
    private static final SessionId CHAT = new SessionId("chat");

    private static ShellRequest round(int round, String command) {
        return new ShellRequest(new SessionLineage(new SessionId("child-" + round), SessionKind.RALPH_CHILD, CHAT,
                "1b2c3d4e-5f60-4718-9a0b-c1d2e3f40516", round), command);
    }

    @Test
    void aRoundAsksNamingItsRunAndRoundAndAllowForTheSessionCoversTheNextRound() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ConsoleApproval approval = new ConsoleApproval(new BufferedReader(new StringReader("a\n")),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));

        assertEquals(ShellApproval.Decision.ALLOW, approval.decide(round(1, "make test")));
        assertEquals(ShellApproval.Decision.ALLOW, approval.decide(round(2, "make lint")));

        assertEquals("[approval] Ralph run 1b2c3d4e · round 1 wants to run:\n  make test\n"
                + "allow? [y = once, a = for this session, N = deny] ", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theChatAsksAsTheAgent() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ConsoleApproval approval = new ConsoleApproval(new BufferedReader(new StringReader("n\n")),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));

        assertEquals(ShellApproval.Decision.DENY,
                approval.decide(new ShellRequest(SessionLineage.chat(CHAT), "rm -rf build")));

        assertEquals("[approval] the agent wants to run:\n  rm -rf build\n"
                + "allow? [y = once, a = for this session, N = deny] ", bytes.toString(StandardCharsets.UTF_8));
    }
}
