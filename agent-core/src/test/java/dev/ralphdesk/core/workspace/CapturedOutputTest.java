package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CapturedOutputTest {

    private static CapturedOutput collect(String text, int headLimit, int tailLimit, int chunk) {
        OutputBuffer buffer = new OutputBuffer(headLimit, tailLimit);
        for (int at = 0; at < text.length(); at += chunk) {
            char[] part = text.substring(at, Math.min(text.length(), at + chunk)).toCharArray();
            buffer.append(part, part.length);
        }
        return buffer.snapshot();
    }

    @Test
    void shortOutputIsKeptWhole() {
        CapturedOutput captured = collect("hello\nworld\n", 5, 100, 3);

        assertEquals("hello\nworld\n", captured.capped(8, 8));
    }

    @Test
    void longOutputKeepsHeadAndTailWithALineGivingTheFullSize() {
        String text = "H".repeat(10) + "m".repeat(1_234_567) + "T".repeat(10);

        CapturedOutput captured = collect(text, 10, 2_000_000, 4096);

        assertEquals("HHHHHHHHHH\n[… 1,234,567 characters omitted; full output is 1,234,587 characters …]\nTTTTTTTTTT",
                captured.capped(10, 10));
    }

    @Test
    void boundedTailDropsTheMiddleButKeepsTheHeadAndNotesIt() {
        String text = "0123456789" + "abcdefghij" + "KLMNOPQRST";

        CapturedOutput captured = collect(text, 4, 10, 7);

        assertEquals(new CapturedOutput("0123", "KLMNOPQRST", 30), captured);
        assertEquals("0123\n[… 16 characters omitted; full output is 30 characters …]\nKLMNOPQRST",
                captured.capped(4, 10));
    }

    @Test
    void outputJustOverTheTailBoundIsRebuiltWholeFromHeadAndTail() {
        CapturedOutput captured = collect("abcdefghijkl", 4, 10, 5);

        assertEquals("abcdefghijkl", captured.capped(4, 10));
    }

    @Test
    void cutsDoNotSplitASurrogatePair() {
        String face = "\uD83D\uDE00";
        CapturedOutput captured = collect("ab" + face + "x".repeat(50) + face + "yz", 3, 100, 8);

        String capped = captured.capped(3, 3);

        assertEquals("ab\n[… 54 characters omitted; full output is 58 characters …]\nyz", capped);
    }
}
