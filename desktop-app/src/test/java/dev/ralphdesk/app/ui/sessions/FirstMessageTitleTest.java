package dev.ralphdesk.app.ui.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A new session's title from the first message: its first line, one space between words, cut to fit. */
class FirstMessageTitleTest {
    @Test
    void theFirstNonBlankLineWithItsSpacesMadeOne() {
        assertEquals(Optional.of("Fix the login test"), FirstMessageTitle.of("\n  Fix the \t login   test\nthen run it"));
    }

    @Test
    void aLongLineIsCutWithAnEllipsisAtTheLimit() {
        String title = FirstMessageTitle.of("word ".repeat(30)).orElseThrow();

        assertEquals("word ".repeat(12).strip() + "…", title);
        assertEquals(FirstMessageTitle.MAX, title.length());
    }

    @Test
    void aMessageWithoutWordsGivesNoTitle() {
        assertEquals(Optional.empty(), FirstMessageTitle.of(" \n\t\n"));
        assertEquals(Optional.empty(), FirstMessageTitle.of(null));
    }
}
