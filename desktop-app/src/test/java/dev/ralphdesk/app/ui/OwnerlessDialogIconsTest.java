package dev.ralphdesk.app.ui;

import static dev.ralphdesk.app.ui.IconAssertions.assertAppIcons;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.shell.FxShellApproval;
import dev.ralphdesk.app.ui.shell.ShellApprovalViewModel;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.tool.ShellApproval;
import dev.ralphdesk.core.tool.ShellRequest;
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
    void theShellApprovalDialogCarriesTheIcon(FxRobot robot) throws Exception {
        FxShellApproval approval = new FxShellApproval(new ShellApprovalViewModel(Texts.of("en")), Texts.of("en"));
        CompletableFuture<ShellApproval.Decision> decision = CompletableFuture.supplyAsync(() -> approval.decide(
                new ShellRequest(SessionLineage.chat(new SessionId("chat")), "ls -la")));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("Deny").tryQuery()
                .filter(javafx.scene.Node::isVisible).isPresent());
        Window dialog = robot.lookup("Deny").query().getScene().getWindow();
        assertAppIcons(dialog);
        robot.clickOn("Deny");
        assertEquals(ShellApproval.Decision.DENY, decision.get(10, TimeUnit.SECONDS));
    }
}
