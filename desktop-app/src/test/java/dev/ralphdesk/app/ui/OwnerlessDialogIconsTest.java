package dev.ralphdesk.app.ui;

import static dev.ralphdesk.app.ui.IconAssertions.assertAppIcons;

import dev.ralphdesk.app.ui.view.StartupError;
import javafx.scene.control.Alert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** The dialog shown without a main window to sit over carries the application icon itself. */
@ExtendWith(ApplicationExtension.class)
class OwnerlessDialogIconsTest {

    @Test
    void theStartupErrorDialogCarriesTheIcon(FxRobot robot) {
        robot.interact(() -> {
            Alert alert = StartupError.alert("The database is locked.");
            assertAppIcons(alert.getDialogPane().getScene().getWindow());
        });
    }
}
