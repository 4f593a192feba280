package dev.ralphdesk.app.ui;

import static dev.ralphdesk.app.ui.IconAssertions.assertAppIcons;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.approval.ApprovalViewModel;
import dev.ralphdesk.app.ui.view.FxApprover;
import dev.ralphdesk.app.ui.view.StartupError;
import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalRequest;
import dev.ralphdesk.core.effect.ShellCommand;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Alert;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The dialogs shown without a main window to sit over carry the application icon themselves. */
@ExtendWith(ApplicationExtension.class)
class OwnerlessDialogIconsTest {

    @Test
    void theStartupErrorDialogCarriesTheIcon(FxRobot robot) {
        robot.interact(() -> {
            Alert alert = StartupError.alert("The database is locked.");
            assertAppIcons(alert.getDialogPane().getScene().getWindow());
        });
    }

    @Test
    void theApprovalDialogCarriesTheIcon(FxRobot robot) throws Exception {
        FxApprover approver = new FxApprover(new ApprovalViewModel(Texts.of("en")), Texts.of("en"));
        CompletableFuture<Answer> decision = CompletableFuture.supplyAsync(() -> approver.ask(new ApprovalRequest(
                SessionLineage.chat(new SessionId("chat")), "A chat", new ShellCommand("shell", "ls -la", null),
                ApprovalMode.ASK)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("Deny").tryQuery()
                .filter(javafx.scene.Node::isVisible).isPresent());
        Window dialog = robot.lookup("Deny").query().getScene().getWindow();
        assertAppIcons(dialog);
        robot.clickOn("Deny");
        assertEquals(Answer.Choice.DENY, decision.get(10, TimeUnit.SECONDS).choice());
    }
}
