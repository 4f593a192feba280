package dev.ralphdesk.app.ui.approval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Choice;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Reply;
import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalRequest;
import dev.ralphdesk.core.effect.ShellCommand;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * The log file says when a question waits and how it was answered (what scripts driving the window
 * wait for), naming the kind and the session but never the command.
 */
class PendingApprovalsLogTest {
    @Test
    void aQuestionIsLoggedWhenItWaitsAndWhenItIsAnsweredWithoutItsCommand() throws Exception {
        List<String> lines = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                lines.add(record.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger logger = Logger.getLogger(PendingApprovals.class.getName());
        logger.addHandler(capture);
        try {
            PendingApprovals pending = new PendingApprovals(new ApprovalViewModel(Texts.of("en")));
            CompletableFuture<Long> shown = new CompletableFuture<>();
            pending.listen(open -> open.stream().findFirst().ifPresent(q -> shown.complete(q.id())));
            ApprovalRequest request = new ApprovalRequest(SessionLineage.chat(new SessionId("chat-1")), "Chat",
                    new ShellCommand("shell", "curl -H 'Authorization: sk-secret' example.org", null), ApprovalMode.ASK);
            CompletableFuture<Answer> answer = CompletableFuture.supplyAsync(() -> pending.ask(request));
            pending.answer(shown.get(10, TimeUnit.SECONDS), new Reply(Choice.ALLOW_ONCE, null));

            assertEquals(Answer.once(), answer.get(10, TimeUnit.SECONDS));
            assertEquals(List.of("approval 1 waits: SHELL for session chat-1", "approval 1 answered: ONCE"), lines);
        } finally {
            logger.removeHandler(capture);
        }
    }
}
