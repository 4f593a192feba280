package dev.ralphdesk.app.ui.view;

import javafx.scene.control.IndexedCell;
import javafx.scene.control.skin.VirtualFlow;

/**
 * A virtual flow that keeps the end of the list in view while it is at the end. Rows added at the
 * end and a last row that grows (streaming text) are followed inside the layout pass that places
 * them: no scroll request is queued for later, so a pulse lays out and paints the transcript once.
 * Scrolling away from the end (wheel, scroll bar, keys) stops following; scrolling back resumes it.
 */
final class FollowingFlow<T extends IndexedCell<?>> extends VirtualFlow<T> {
    /** A bottom closer than this to the viewport's is at the end (layout rounding). */
    private static final double SLACK = 0.5;
    private boolean following = true;
    private int adjusting;
    private boolean countChanging;
    private int laidOut;

    FollowingFlow() {
        positionProperty().addListener((obs, old, now) -> {
            if (adjusting == 0) {
                following = now.doubleValue() >= 1 - 1e-9;
            }
        });
    }

    /**
     * Sets a new row count. The count change re-estimates the position (no person scrolled) and would
     * lay the flow out at once, inside the list's own layout; the flow is laid out right after it in
     * the same pass anyway, so that first layout is left to it: one layout per pulse, not two. Fewer
     * rows than before (another transcript shown) follow the end again.
     */
    void changeCount(Runnable change) {
        adjusting++;
        countChanging = true;
        try {
            change.run();
        } finally {
            countChanging = false;
            adjusting--;
        }
        if (getCellCount() < laidOut) {
            following = true;
        }
    }

    @Override
    protected void layoutChildren() {
        if (countChanging) {
            setNeedsLayout(true);
            return;
        }
        adjusting++;
        try {
            boolean counted = getCellCount() != laidOut;
            laidOut = getCellCount();
            if (following && counted && laidOut > 0 && viewport() > 0) {
                // rows were added (or another transcript shown): lay out from the end straight away
                startAtEnd();
            }
            super.layoutChildren();
            if (following && getCellCount() > 0 && viewport() > 0 && !endInView()) {
                startAtEnd();
                super.layoutChildren();
                endInView();
            }
        } finally {
            adjusting--;
        }
    }

    /**
     * Makes the next layout start from the end: the rows that will show at the bottom are measured
     * as they are now (a row that changed this pulse too), and the position is set to the end.
     */
    private void startAtEnd() {
        for (T cell : getCells()) {
            if (cell.isNeedsLayout()) {
                resizeCell(cell);
            }
        }
        scrollToTop(getCellCount() - 1);
        setPosition(1);
    }

    /**
     * True when the last row ends at the bottom of the viewport, after a small scroll if it was off by
     * a little (a row grew by a line). False when the end is not laid out or could not be reached by
     * scrolling (the flow's estimate of its length already put it at the end).
     */
    private boolean endInView() {
        T last = getLastVisibleCell();
        if (last == null || last.getIndex() != getCellCount() - 1) {
            return false;
        }
        double past = past(last);
        if (Math.abs(past) <= SLACK) {
            return true;
        }
        scrollPixels(past);
        last = getLastVisibleCell();
        return last != null && last.getIndex() == getCellCount() - 1 && Math.abs(past(last)) <= SLACK;
    }

    /** The height rows are shown in: the flow's, less the horizontal scroll bar when it shows. */
    private double viewport() {
        return getHeight() - (getHbar().isVisible() ? getHbar().getHeight() : 0);
    }

    /** How far the bottom of {@code cell} is below the bottom of the viewport (negative: above it). */
    private double past(T cell) {
        return cell.getLayoutY() + cell.getLayoutBounds().getHeight() - viewport();
    }
}
