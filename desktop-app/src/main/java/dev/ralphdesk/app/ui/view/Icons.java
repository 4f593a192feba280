package dev.ralphdesk.app.ui.view;

import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.shape.FillRule;
import javafx.scene.shape.SVGPath;

/**
 * The window's icons as 16×16 SVG paths (drawn here, filled by the theme's {@code .icon} colour)
 * and the flat icon buttons that carry them, each with a tooltip and an accessible name.
 */
public enum Icons {
    PLUS("M7 2h2v5h5v2H9v5H7V9H2V7h5z"),
    SEND("M8 1.5l6 6-1.4 1.4L9 5.3V14.5H7V5.3L3.4 8.9 2 7.5z"),
    STOP("M3.5 3.5h9v9h-9z"),
    CLOSE("M3.4 2L8 6.6 12.6 2 14 3.4 9.4 8 14 12.6 12.6 14 8 9.4 3.4 14 2 12.6 6.6 8 2 3.4z"),
    RENAME("M11.3 1.3l3.4 3.4L5.4 14H2v-3.4zM2 15h12v1H2z"),
    FORK("M3 1h4v4H6v1.6l2 1.6 2-1.6V5H9V1h4v4h-1v2.6l-3 2.4V11h1v4H6v-4h1V10L4 7.6V5H3z"),
    TRASH("M5.5 1h5v2H15v2H1V3h4.5zM2.6 6h10.8l-.9 9h-9z"),
    RESTORE("M6 1.5L1 6l5 4.5V7.5h4.5a2.75 2.75 0 010 5.5H8v2h2.5a4.75 4.75 0 000-9.5H6z"),
    PANEL_LEFT("M1 2h14v12H1zM2.5 3.5v9h4v-9zM8 3.5v9h5.5v-9z"),
    PANEL_RIGHT("M1 2h14v12H1zM2.5 3.5v9H9v-9zM10.5 3.5v9h3v-9z"),
    SETTINGS("M7 1h2l.4 2 1.5.7 1.7-1.2 1.4 1.4-1.2 1.7.7 1.5 2 .4v2l-2 .4-.7 1.5 1.2 1.7-1.4 1.4-1.7-1.2-1.5.7"
            + "-.4 2H7l-.4-2-1.5-.7-1.7 1.2-1.4-1.4 1.2-1.7L2.5 9.4.5 9V7l2-.4.7-1.5L2 3.4 3.4 2l1.7 1.2 1.5-.7z"
            + "M8 5.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z");

    private final String path;

    Icons(String path) {
        this.path = path;
    }

    /** A fresh node of this icon. */
    public SVGPath node() {
        SVGPath shape = new SVGPath();
        shape.setContent(path);
        shape.setFillRule(FillRule.EVEN_ODD);
        shape.getStyleClass().add("icon");
        return shape;
    }

    /** A flat button showing only this icon; {@code tip} is its tooltip and accessible name. */
    public Button button(String id, String tip) {
        return decorate(new Button(), id, tip);
    }

    public ToggleButton toggle(String id, String tip) {
        return decorate(new ToggleButton(), id, tip);
    }

    private <B extends ButtonBase> B decorate(B button, String id, String tip) {
        button.setId(id);
        button.setGraphic(node());
        button.setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        button.setText(tip);
        button.setAccessibleText(tip);
        button.setTooltip(new Tooltip(tip));
        button.getStyleClass().add("icon-button");
        return button;
    }
}
