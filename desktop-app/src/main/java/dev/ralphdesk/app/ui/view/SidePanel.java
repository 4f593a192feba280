package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.checkpoint.ChangesViewModel;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.log.JulLogger;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;

/**
 * The right side: the goal panel with its rounds above the Ralph timeline; a double-clicked Ralph
 * round opens its child session, a goal or Ralph round's "Changes…" what it changed in the workspace.
 */
public final class SidePanel {
    private static final System.Logger LOG = JulLogger.of(SidePanel.class);
    private final SplitPane root;
    private String logged = "";

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
        root.localToSceneTransformProperty().addListener((obs, old, now) -> logPlace());
        root.layoutBoundsProperty().addListener((obs, old, now) -> logPlace());
    }

    /**
     * Logs where the panel is in the window when that changes ("side panel at X,Y WxH", in scene
     * pixels): scripts/screenshots.sh crops the panel out of a screenshot with it.
     */
    private void logPlace() {
        Bounds at = root.localToScene(root.getLayoutBounds());
        String place = Math.round(at.getMinX()) + "," + Math.round(at.getMinY()) + " " + Math.round(at.getWidth()) + "x"
                + Math.round(at.getHeight());
        if (root.getScene() != null && at.getWidth() > 0 && !place.equals(logged)) {
            logged = place;
            LOG.log(System.Logger.Level.INFO, "side panel at " + place);
        }
    }

    public Region node() {
        return root;
    }
}
