package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.bridge.EventBridge;
import dev.ralphdesk.app.ui.bridge.FxUiExecutor;
import dev.ralphdesk.app.ui.bridge.PulseFrameClock;
import dev.ralphdesk.app.ui.ralph.ChildTranscriptViewModel;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.testing.TestHarness;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A round's transcript window closes with Esc and with Ctrl+W, like the secondary window it is. */
@ExtendWith(ApplicationExtension.class)
class ChildTranscriptWindowKeysTest {
    private final TestHarness harness = new TestHarness(new ScriptedProvider(ScriptedScenario.of(List.of())),
            HarnessOptions.defaults(), List.of());
    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
        stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 320, 200));
        stage.show();
    }

    @AfterEach
    void close() {
        harness.close();
    }

    @Test
    void escapeClosesIt(FxRobot robot) throws Exception {
        Stage child = open(robot);
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(child.isShowing(), "Esc closes the round's window");
        assertTrue(owner.isShowing(), "the main window stays");
    }

    @Test
    void ctrlWClosesIt(FxRobot robot) throws Exception {
        Stage child = open(robot);
        robot.press(KeyCode.CONTROL, KeyCode.W).release(KeyCode.W, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(child.isShowing(), "Ctrl+W closes the round's window");
        assertTrue(owner.isShowing(), "the main window stays");
    }

    private Stage open(FxRobot robot) throws Exception {
        FxUiExecutor ui = new FxUiExecutor(harness.harness.executor());
        ChildTranscriptViewModel model = new ChildTranscriptViewModel(harness.harness.store(),
                harness.harness.transcripts(), new EventBridge(harness.harness.events(), new PulseFrameClock()), ui);
        Stage child = WaitForAsyncUtils.asyncFx(() -> ChildTranscriptWindow.show(model, Texts.of("en"), owner)).get();
        robot.interact(child::requestFocus);
        assertTrue(child.isShowing());
        return child;
    }
}
