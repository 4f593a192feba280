package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.AssistantRow;
import dev.ralphdesk.app.ui.bridge.FrameClock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.DoubleSupplier;
import javafx.scene.control.ListCell;

/**
 * One transcript row in the list. A row that streams keeps its node between updates (see
 * {@link StreamingNode}); any other row gets a node built for it when the cell is given the row.
 * When the row this cell streamed completes, its text stays as it is while its Markdown is parsed
 * and built in the background (nodes may be built on any thread until they are shown); the built
 * node replaces it at the next pulse after that.
 * The cell remembers its measured height for the last width asked: the list asks for it several
 * times a pulse, and measuring wraps all of the row's text again. Anything that can change the
 * height (new row, new text, a section opened, a font) requests layout, which forgets it. The list's
 * hidden measuring cell reports a row measured before from {@link RowHeights}, without nodes.
 */
final class TranscriptCell extends ListCell<TranscriptRow> {
    private final RowNodes nodes;
    private final RecentNodes recent;
    private final DoubleSupplier width;
    private final FrameClock clock;
    private final Executor builder;
    private final RowHeights heights;
    private StreamingNode streaming;
    /** The height of a row this hidden measuring cell only reports, without nodes; NaN otherwise. */
    private double known = Double.NaN;
    private double measuredWidth = Double.NaN;
    private double prefHeight;
    private double minHeight;
    private boolean minKnown;

    TranscriptCell(RowNodes nodes, RecentNodes recent, RowHeights heights, DoubleSupplier width, FrameClock clock,
            Executor builder) {
        this.nodes = nodes;
        this.recent = recent;
        this.heights = heights;
        this.width = width;
        this.clock = clock;
        this.builder = builder;
    }

    @Override
    protected void updateItem(TranscriptRow row, boolean empty) {
        super.updateItem(row, empty);
        setText(null);
        known = Double.NaN;
        if (!empty && measuring() && !(row instanceof AssistantRow assistant && !assistant.complete())) {
            known = heights.of(row, width.getAsDouble());
            if (!Double.isNaN(known)) {
                setGraphic(null);
                return;
            }
        }
        if (empty || row == null) {
            setGraphic(null);
        } else if (row instanceof AssistantRow assistant && !assistant.complete()) {
            if (streaming == null) {
                streaming = nodes.streamingNode();
            }
            setGraphic(streaming.show(assistant, width.getAsDouble()));
        } else if (row instanceof AssistantRow assistant && streaming != null && getGraphic() == streaming.node()
                && streaming.shows(assistant)) {
            double at = width.getAsDouble();
            CompletableFuture.supplyAsync(() -> nodes.node(row, at), builder).whenComplete((built, error) ->
                    clock.nextFrame(() -> {
                        if (getItem() == row && getGraphic() == streaming.node()) {
                            setGraphic(recent.node(row, at, () -> built != null ? built : nodes.node(row, at)));
                        }
                    }));
        } else {
            show(row);
        }
    }

    /** The list's hidden cell that measures rows it does not show. */
    private boolean measuring() {
        return getParent() != null && !getParent().isVisible();
    }

    private void show(TranscriptRow row) {
        double at = width.getAsDouble();
        setGraphic(recent.node(row, at, () -> nodes.node(row, at)));
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
