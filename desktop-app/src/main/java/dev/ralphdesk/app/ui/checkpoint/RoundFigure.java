package dev.ralphdesk.app.ui.checkpoint;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.ShortPaths;
import dev.ralphdesk.core.git.DiffStat;

/**
 * What a round changed in the workspace, as its row shows it: "N files changed, +a −b" from its
 * checkpoints ({@code stat}), or why there are no figures ({@code unavailable}: no checkpoint was
 * taken — no git — or git failed).
 */
public record RoundFigure(DiffStat stat, String unavailable) {
    public RoundFigure {
        if ((stat == null) == (unavailable == null)) {
            throw new IllegalArgumentException("a round's figure is either figures or why there are none");
        }
    }

    public static RoundFigure of(DiffStat stat) {
        return new RoundFigure(stat, null);
    }

    public static RoundFigure none(String why) {
        return new RoundFigure(null, why);
    }

    /** Whether the round has a checkpoint to show figures and a diff of. */
    public boolean checkpointed() {
        return stat != null;
    }

    /** {@code 3 files changed, +12 −4}, or {@code No checkpoint: why}. */
    public Message text() {
        return stat == null ? Message.of("changes.unavailable", unavailable)
                : Message.of("changes.figures", stat.files().size(), stat.added(), stat.removed());
    }

    /**
     * {@link #text()} for a narrow row: long paths in why there is no checkpoint cut in the middle
     * ({@code No checkpoint: /tmp/…/ralph-desk/demo-workspace is not in a git repository}).
     */
    public Message shortText() {
        return stat == null ? Message.of("changes.unavailable", ShortPaths.of(unavailable)) : text();
    }

    /** {@link #text()} when {@link #shortText()} cut a path short (for a tooltip), else nothing. */
    public Message detail() {
        return stat == null && !ShortPaths.of(unavailable).equals(unavailable) ? text() : Message.NONE;
    }
}
