package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.status.BackgroundWorkViewModel;
import dev.ralphdesk.app.ui.status.StatusViewModel;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import org.controlsfx.control.StatusBar;

/**
 * The status bar (ControlsFX): the project instructions in effect (their files in
 * a tooltip); whether the shell is sandboxed (in bold when it is not); the latest turn's and the session's tokens and cost; background work — a spinner,
 * "1 turn running" and Stop.
 */
public final class StatusBarView {
    private final StatusBar bar = themedBar();

    public StatusBarView(StatusViewModel status, BackgroundWorkViewModel work, Texts texts) {
        bar.setId("status-bar");
        bar.setText(""); // the provider and model are in the header
        Label usage = new Label();
        usage.setId("status-usage");
        usage.textProperty().bind(texts.bind(status.usage()));
        Label instructions = new Label();
        instructions.setId("status-instructions");
        instructions.textProperty().bind(texts.bind(status.instructions()));
        Tooltip files = new Tooltip();
        files.textProperty().bind(texts.bind(status.instructionsDetail()));
        instructions.setTooltip(files);
        Separator afterInstructions = shownWith(instructions, new Separator(Orientation.VERTICAL));
        Label turnUsage = new Label();
        turnUsage.setId("status-turn-usage");
        turnUsage.textProperty().bind(texts.bind(status.turnUsage()));
        Separator afterTurn = shownWith(turnUsage, new Separator(Orientation.VERTICAL));
        Label sandbox = new Label();
        sandbox.setId("status-sandbox");
        sandbox.textProperty().bind(texts.bind(status.sandbox()));
        Tooltip detail = new Tooltip();
        detail.textProperty().bind(status.sandboxDetail());
        sandbox.setTooltip(detail);
        sandbox.styleProperty().bind(javafx.beans.binding.Bindings.when(
                status.sandboxState().isEqualTo(SandboxStatus.State.ACTIVE).or(status.sandboxState().isNull()))
                .then("").otherwise("-fx-font-weight: bold;"));
        Label running = new Label();
        running.setId("status-work");
        running.textProperty().bind(texts.bind(work.text()));
        Button stop = new Button(texts.get("status.stopAll"));
        stop.setId("status-stop");
        stop.visibleProperty().bind(work.busy());
        stop.managedProperty().bind(work.busy());
        stop.setOnAction(e -> work.cancelAll());
        stop.setMinWidth(Region.USE_PREF_SIZE);
        sandbox.setMinWidth(Region.USE_PREF_SIZE);
        HBox working = new HBox(4, running);
        working.setAlignment(Pos.CENTER_LEFT);
        FirstShown.before(running, work.busy(), busy(work));
        bar.getRightItems().addAll(instructions, afterInstructions, sandbox, new Separator(Orientation.VERTICAL),
                turnUsage, afterTurn, usage, new Separator(Orientation.VERTICAL), working, stop);
    }

    /**
     * A small spinner, as tall as the text, beside "1 turn running" while a turn runs (the status bar's
     * own indeterminate bar drew a solid block); hidden, it does not animate. Put into the bar when a
     * turn first runs.
     */
    private static ProgressIndicator busy(BackgroundWorkViewModel work) {
        ProgressIndicator busy = new ProgressIndicator(ProgressIndicator.INDETERMINATE_PROGRESS);
        busy.setId("status-busy");
        busy.getStyleClass().add("busy-indicator");
        busy.setFocusTraversable(false);
        busy.setMinSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        busy.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        busy.visibleProperty().bind(work.busy());
        busy.managedProperty().bind(work.busy());
        return busy;
    }

    /** Shows {@code label} and the separator after it only while the label says something. */
    private static Separator shownWith(Label label, Separator separator) {
        label.visibleProperty().bind(label.textProperty().isNotEmpty());
        label.managedProperty().bind(label.visibleProperty());
        separator.visibleProperty().bind(label.visibleProperty());
        separator.managedProperty().bind(label.visibleProperty());
        return separator;
    }

    public StatusBar node() {
        return bar;
    }

    /**
     * ControlsFX's status bar without the stylesheet it brings (statusbar.css, which ControlsFX ships only
     * as text): its rules are in base.css, so the window parses no CSS text as it starts (README,
     * "Performance"). The bar's skin sets none of their properties in code, so they apply as before.
     */
    static StatusBar themedBar() {
        return new StatusBar() {
            @Override
            public String getUserAgentStylesheet() {
                return null;
            }
        };
    }
}
