package dev.ralphdesk.core.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class TerminalTextTest {
    private static final String ESC = "\u001b";

    @Test
    void plainTextIsLeftAsItIs() {
        String plain = "line one\n\tindented — ünïcödé 中文\n";
        assertSame(plain, TerminalText.safe(plain));
    }

    @Test
    void screenClearAndWindowTitleAreRemovedWhole() {
        assertEquals("before after", TerminalText.safe("before " + ESC + "[2J" + ESC + "[H" + ESC
                + "]0;pwned\u0007after"));
        assertEquals("title with ST", TerminalText.safe(ESC + "]2;x" + ESC + "\\title with ST"));
        assertEquals("next", TerminalText.safe(ESC + "]0;t" + ESC + "[2Jnext"), "an ESC ends the title and starts a sequence");
    }

    @Test
    void coloursCursorMovesAndOtherEscapesAreRemoved() {
        assertEquals("ERROR: 3 tests failed", TerminalText.safe(ESC + "[1;31mERROR" + ESC + "[0m: 3 tests failed"));
        assertEquals("up", TerminalText.safe(ESC + "[2Aup" + ESC + "7" + ESC + "(B"));
        assertEquals("clip", TerminalText.safe(ESC + "]52;c;cm0gLXJmIC8=" + ESC + "\\clip"));
        assertEquals("dcs", TerminalText.safe(ESC + "P1$qm" + ESC + "\\dcs"));
        assertEquals("c1", TerminalText.safe("\u009b2Jc1\u009d0;t\u0007"));
    }

    @Test
    void otherControlsAndBidiOverridesAreShownNotObeyed() {
        assertEquals("a\\x07b\\x08c\\x7f\\x85", TerminalText.safe("a\u0007b\u0008c\u007f\u0085"));
        assertEquals("ab", TerminalText.safe("a" + ESC + "Mb"));
        assertEquals("access <U+202E>level<U+202C>", TerminalText.safe("access \u202elevel\u202c"));
        assertEquals("rm -rf /\n  ls", TerminalText.safe("rm -rf /\r  ls"));
        assertEquals("one\ntwo\n", TerminalText.safe("one\r\ntwo\r\n"));
        assertEquals("dangling \\x1b", TerminalText.safe("dangling " + ESC));
        assertEquals("\\x1b]0;never ended", TerminalText.safe(ESC + "]0;never ended"));
    }

    @Test
    void aStreamHoldsASequenceSplitBetweenPiecesUntilItIsComplete() {
        TerminalText.Stream stream = new TerminalText.Stream();
        StringBuilder printed = new StringBuilder();
        for (String piece : new String[] {"Reading." + ESC, "[2J" + ESC + "]0;pw", "ned\u0007 done\r", "\nnext",
            ESC + "["}) {
            printed.append(stream.feed(piece));
        }
        printed.append(stream.flush());

        assertEquals("Reading. done\nnext\\x1b[", printed.toString());
    }

    @Test
    void aStreamGivesUpHoldingPastItsBound() {
        TerminalText.Stream stream = new TerminalText.Stream();

        String printed = stream.feed(ESC + "]0;" + "t".repeat(TerminalText.Stream.MAX_HELD));

        assertEquals("\\x1b]0;" + "t".repeat(TerminalText.Stream.MAX_HELD), printed);
        assertEquals("", stream.flush());
    }
}
