package dev.ralphdesk.app.ui.transcript;

import java.util.List;

/**
 * A session log folded into transcript rows off the UI thread, with what the fold learned (tool
 * cards of the open turn, goal caps, what the log holds): the UI thread only swaps the rows in and
 * goes on from there with live events.
 */
public final class TranscriptFold {
    private final List<TranscriptRow> rows;
    private final TranscriptModel model;
    private final LogJoin join;

    TranscriptFold(List<TranscriptRow> rows, TranscriptModel model, LogJoin join) {
        this.rows = rows;
        this.model = model;
        this.join = join;
    }

    public List<TranscriptRow> rows() {
        return rows;
    }

    TranscriptModel model() {
        return model;
    }

    LogJoin join() {
        return join;
    }
}
