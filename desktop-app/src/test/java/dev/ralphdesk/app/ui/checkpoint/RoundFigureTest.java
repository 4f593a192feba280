package dev.ralphdesk.app.ui.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.git.DiffStat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A round's line for a narrow row: long paths in why there is no checkpoint cut short, the whole line kept for a tooltip. */
class RoundFigureTest {
    private static final Texts EN = Texts.of("en");

    @Test
    void aLongWorkspacePathIsCutShortAndTheWholeLineIsTheDetail() {
        RoundFigure none = RoundFigure.none("/tmp/ralph-desk-screenshots.gKaRJ7/.local/share/ralph-desk/demo-workspace"
                + " is not in a git repository");
        assertEquals("No checkpoint: /tmp/…/ralph-desk/demo-workspace is not in a git repository",
                EN.format(none.shortText()));
        assertEquals(EN.format(none.text()), EN.format(none.detail()));
        assertEquals("无检查点：/tmp/…/ralph-desk/demo-workspace is not in a git repository",
                Texts.of("zh").format(none.shortText()));
    }

    @Test
    void aShortReasonAndFiguresHaveNoDetail() {
        RoundFigure none = RoundFigure.none("/ws is not in a git repository");
        assertEquals(none.text(), none.shortText());
        assertEquals(Message.NONE, none.detail());
        RoundFigure figures = RoundFigure.of(new DiffStat(List.of()));
        assertEquals(figures.text(), figures.shortText());
        assertTrue(figures.detail().isEmpty());
    }
}
