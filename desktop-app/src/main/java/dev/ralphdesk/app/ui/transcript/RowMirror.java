package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.core.replay.TranscriptEntry;
import dev.ralphdesk.core.replay.TranscriptFold;
import java.util.Arrays;
import java.util.List;

/**
 * Mirrors the entries of a transcript fold into the window's rows: one row per entry that shows one
 * ({@link RowMapper}), in the same order; a changed entry replaces its row in place. Rows the window
 * adds itself (a failure of its own work) stay where they were put. Works on any list: a fold made off
 * the UI thread fills a plain one, then moves onto the view model's observable list holding the same rows.
 */
final class RowMirror implements TranscriptFold.Listener {
    private static final int HIDDEN = -1;
    private final RowMapper mapper;
    private List<TranscriptRow> rows;
    /** The row of each entry, or {@link #HIDDEN}. */
    private int[] rowOf = new int[64];
    private int entries;

    RowMirror(RowMapper mapper, List<TranscriptRow> rows) {
        this.mapper = mapper;
        this.rows = rows;
    }

    /** Goes on with {@code target}, a list holding the same rows as this mirror's. */
    void moveTo(List<TranscriptRow> target) {
        this.rows = target;
    }

    /** A row of the window's own (not of an entry), at the end. */
    void local(TranscriptRow row) {
        rows.add(row);
    }

    @Override
    public void added(int index, TranscriptEntry entry) {
        TranscriptRow row = mapper.row(entry);
        if (entries == rowOf.length) {
            rowOf = Arrays.copyOf(rowOf, entries * 2);
        }
        rowOf[entries++] = row == null ? HIDDEN : rows.size();
        if (row != null) {
            rows.add(row);
        }
    }

    @Override
    public void replaced(int index, TranscriptEntry entry) {
        TranscriptRow row = mapper.row(entry);
        int at = rowOf[index];
        if (at != HIDDEN && row != null) {
            if (!rows.get(at).equals(row)) {
                rows.set(at, row);
            }
        } else if (at != HIDDEN) {
            rowOf[index] = HIDDEN;
            rows.remove(at);
            shift(at, -1);
        } else if (row != null) {
            int position = positionAfter(index);
            shift(position - 1, 1);
            rows.add(position, row);
            rowOf[index] = position;
        }
    }

    @Override
    public void removed(int index) {
        int at = rowOf[index];
        System.arraycopy(rowOf, index + 1, rowOf, index, entries - index - 1);
        entries--;
        if (at != HIDDEN) {
            rows.remove(at);
            shift(at, -1);
        }
    }

    /** Where the row of entry {@code index} goes: after the row of the nearest entry before it that shows one. */
    private int positionAfter(int index) {
        for (int i = index - 1; i >= 0; i--) {
            if (rowOf[i] != HIDDEN) {
                return rowOf[i] + 1;
            }
        }
        return 0;
    }

    /** Moves the rows of entries after row {@code row} by {@code by}. */
    private void shift(int row, int by) {
        for (int i = 0; i < entries; i++) {
            if (rowOf[i] > row) {
                rowOf[i] += by;
            }
        }
    }
}
