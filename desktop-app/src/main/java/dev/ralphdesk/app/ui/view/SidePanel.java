package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.geometry.Orientation;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The right side: the goal panel above the Ralph timeline. Until the goal and Ralph services are
 * wired, each says plainly that the session has none and how to start one.
 */
public final class SidePanel {
    private final SplitPane root;

    public SidePanel(Texts texts) {
        root = new SplitPane(section("goal-panel", texts.get("goal.title"), texts.get("goal.empty")),
                section("ralph-timeline", texts.get("ralph.title"), texts.get("ralph.empty")));
        root.setOrientation(Orientation.VERTICAL);
        root.getStyleClass().add("side-panel");
        root.setMinWidth(240);
        root.setDividerPositions(0.45);
    }

    public Region node() {
        return root;
    }

    private static VBox section(String id, String title, String emptyText) {
        Label heading = new Label(title);
        heading.getStyleClass().add("pane-title");
        Label empty = new Label(emptyText);
        empty.setId(id + "-empty");
        empty.getStyleClass().add("empty-state");
        empty.setWrapText(true);
        VBox box = new VBox(heading, empty);
        box.setId(id);
        box.getStyleClass().add("side-panel");
        return box;
    }
}
