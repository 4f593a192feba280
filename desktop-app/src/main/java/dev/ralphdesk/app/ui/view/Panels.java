package dev.ralphdesk.app.ui.view;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;

/**
 * Sessions | centre | goal and Ralph: the two side panels come and go with their properties; they
 * keep their width when the window resizes, the centre takes the rest.
 */
final class Panels {
    private static final double SESSIONS = 0.2;
    private static final double SIDE = 0.72;
    private final SplitPane split = new SplitPane();
    private final Region sessions;
    private final Region centre;
    private final Region side;
    private final BooleanProperty sessionsShown;
    private final BooleanProperty sideShown;

    Panels(Region sessions, Region centre, Region side, BooleanProperty sessionsShown, BooleanProperty sideShown) {
        this.sessions = sessions;
        this.centre = centre;
        this.side = side;
        this.sessionsShown = sessionsShown;
        this.sideShown = sideShown;
        SplitPane.setResizableWithParent(sessions, false);
        SplitPane.setResizableWithParent(side, false);
        split.setId("panels");
        sessionsShown.addListener((obs, old, now) -> arrange());
        sideShown.addListener((obs, old, now) -> arrange());
        arrange();
    }

    BooleanProperty sessionsShown() {
        return sessionsShown;
    }

    BooleanProperty sideShown() {
        return sideShown;
    }

    Region node() {
        return split;
    }

    private void arrange() {
        List<Node> items = new ArrayList<>();
        List<Double> dividers = new ArrayList<>();
        if (sessionsShown.get()) {
            items.add(sessions);
            dividers.add(SESSIONS);
        }
        items.add(centre);
        if (sideShown.get()) {
            items.add(side);
            dividers.add(SIDE);
        }
        split.getItems().setAll(items);
        split.setDividerPositions(dividers.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
