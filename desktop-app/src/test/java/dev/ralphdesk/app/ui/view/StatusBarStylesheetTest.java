package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.controlsfx.control.StatusBar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The status bar brings no stylesheet of its own (ControlsFX's statusbar.css is text, parsed as the window
 * starts), and looks as ControlsFX's bar with it does: base.css holds its rules.
 */
@ExtendWith(ApplicationExtension.class)
class StatusBarStylesheetTest {
    private StatusBar stock;
    private StatusBar ours;

    @Start
    void start(Stage stage) {
        stock = new StatusBar();
        ours = StatusBarView.themedBar();
        for (StatusBar bar : List.of(stock, ours)) {
            bar.setText("");
            bar.getLeftItems().add(new Label("left"));
            bar.getRightItems().add(new Label("right"));
        }
        Scene scene = new Scene(new VBox(stock, ours), 600, 200);
        Theme.LIGHT.applyTo(scene);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theBarHasNoStylesheetOfItsOwnAndLooksTheSame() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> {
            stock.applyCss();
            ours.applyCss();
            stock.layout();
            ours.layout();
        }).get();

        assertNull(ours.getUserAgentStylesheet());
        assertEquals(stock.getPadding(), ours.getPadding());
        assertEquals(stock.getPrefHeight(), ours.getPrefHeight());
        assertEquals(stock.getHeight(), ours.getHeight());
        assertEquals(stock.getBackground(), ours.getBackground());
        assertEquals(stock.getBorder(), ours.getBorder());
        for (String items : List.of(".left-items", ".right-items")) {
            assertEquals(((HBox) stock.lookup(items)).getAlignment(), ((HBox) ours.lookup(items)).getAlignment(), items);
        }
    }
}
