package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.checkpoint.ChangesViewModel;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import javafx.geometry.Orientation;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;

/**
 * The right side: the goal panel with its rounds above the Ralph timeline; a double-clicked Ralph
 * round opens its child session, a goal or Ralph round's "Changes…" what it changed in the workspace.
 */
public final class SidePanel {
    private final SplitPane root;

    public SidePanel(WorkbenchViewModel workbench, Texts texts, ChangesViewModel changes) {
        GoalPanelView goal = new GoalPanelView(workbench.goal(), texts);
        goal.append(new GoalRoundsView(workbench.goalRounds(), texts, round -> DiffWindow.show(changes, round.ref(),
                texts, goal.node().getScene().getWindow())).node());
        ScrollPane goalScroll = new ScrollPane(goal.node());
        goalScroll.setFitToWidth(true);
        goalScroll.getStyleClass().add("side-scroll");
        RalphTimelineView timeline = new RalphTimelineView(workbench.timeline(), texts, round ->
                ChildTranscriptWindow.show(workbench.openRound(round), texts, goal.node().getScene().getWindow()),
                round -> DiffWindow.show(changes, round.ref(workbench.current().get()), texts,
                        goal.node().getScene().getWindow()));
        root = new SplitPane(goalScroll, timeline.node());
        root.setOrientation(Orientation.VERTICAL);
        root.getStyleClass().add("side-panel");
        root.setMinWidth(260);
        root.setDividerPositions(0.46);
    }

    public Region node() {
        return root;
    }
}
