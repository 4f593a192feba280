package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.AssistantRow;
import java.util.function.DoubleSupplier;
import javafx.scene.control.ListCell;

/**
 * One transcript row in the list. A row that streams keeps its node between updates (see
 * {@link StreamingNode}); any other row gets a node built for it when the cell is given the row.
 * The cell remembers its measured height for the last width asked: the list asks for it several
 * times a pulse, and measuring wraps all of the row's text again. Anything that can change the
 * height (new row, new text, a section opened, a font) requests layout, which forgets it.
 */
final class TranscriptCell extends ListCell<TranscriptRow> {
    private final RowNodes nodes;
    private final RecentNodes recent;
    private final DoubleSupplier width;
    private StreamingNode streaming;
    private double measuredWidth = Double.NaN;
    private double prefHeight;
    private double minHeight;
    private boolean minKnown;

    TranscriptCell(RowNodes nodes, RecentNodes recent, DoubleSupplier width) {
        this.nodes = nodes;
        this.recent = recent;
        this.width = width;
    }

    @Override
    protected void updateItem(TranscriptRow row, boolean empty) {
        super.updateItem(row, empty);
        setText(null);
        if (empty || row == null) {
            setGraphic(null);
        } else if (row instanceof AssistantRow assistant && !assistant.complete()) {
            if (streaming == null) {
                streaming = nodes.streamingNode();
            }
            setGraphic(streaming.show(assistant, width.getAsDouble()));
        } else {
            double at = width.getAsDouble();
            setGraphic(recent.node(row, at, () -> nodes.node(row, at)));
        }
    }

    /**
     * As wide as the rows are laid out for, never the width of a long line unwrapped: the list sizes
     * every cell to its widest one, so one wide cell would widen and re-wrap them all.
     */
    @Override
    protected double computePrefWidth(double height) {
        return width.getAsDouble() + snappedLeftInset() + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        if (Double.compare(width, measuredWidth) != 0) {
            prefHeight = super.computePrefHeight(width);
            measuredWidth = width;
            minKnown = false;
        }
        return prefHeight;
    }

    @Override
    protected double computeMinHeight(double width) {
        if (Double.compare(width, measuredWidth) != 0) {
            computePrefHeight(width);
        }
        if (!minKnown) {
            minHeight = super.computeMinHeight(width);
            minKnown = true;
        }
        return minHeight;
    }

    @Override
    public void requestLayout() {
        measuredWidth = Double.NaN;
        super.requestLayout();
    }
}
