package dev.ralphdesk.core.terminal;

import java.util.Locale;

/**
 * Makes text from a file, a tool or the model safe to print on a terminal. Escape sequences — CSI
 * ({@code ESC [ … final}), OSC ({@code ESC ] … BEL} or {@code ESC \}), DCS, SOS, PM and APC strings,
 * two-character {@code ESC} sequences, and their 8-bit C1 forms — are removed whole: they could
 * clear the screen, retitle the window, move the cursor over earlier lines or write to the
 * clipboard. Other control characters but new line and tab, and bidirectional overrides and
 * isolates (which can make text read in another order than it runs), are shown as {@code \x07} or
 * {@code <U+202E>}. A carriage return becomes a new line ({@code \r\n} one), so it cannot hide the
 * start of a line. {@link Stream} does the same for text that arrives in pieces.
 */
public final class TerminalText {
    private static final char ESC = 0x1b;
    private static final char BEL = 0x07;
    /** Marks a sequence that the text ends inside of. */
    private static final int UNFINISHED = -1;

    private TerminalText() {
    }

    public static String safe(String text) {
        if (text == null || isPlain(text)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        clean(text, out, false);
        return out.toString();
    }

    /**
     * Cleans {@code text} into {@code out}. A sequence the text ends inside of is no sequence: its
     * introducer is shown and the rest kept as text — unless {@code holdUnfinished}, when the
     * cleaning stops before it (or before a last carriage return) and returns where that starts.
     * Returns the length of the text when all of it was used.
     */
    private static int clean(String text, StringBuilder out, boolean holdUnfinished) {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int next;
            if (c == ESC) {
                next = i + 1 < text.length() ? afterEscape(text, i + 1) : UNFINISHED;
            } else if (c == 0x9b) {
                next = afterControlSequence(text, i + 1);
            } else if (c == 0x9d || c == 0x90 || c == 0x98 || c == 0x9e || c == 0x9f) {
                next = afterString(text, i + 1);
            } else if (c == '\r') {
                if (i + 1 == text.length() && holdUnfinished) {
                    return i;
                }
                out.append('\n');
                next = i + 1 < text.length() && text.charAt(i + 1) == '\n' ? i + 2 : i + 1;
            } else {
                shown(out, c);
                next = i + 1;
            }
            if (next == UNFINISHED) {
                if (holdUnfinished) {
                    return i;
                }
                shown(out, c); // never finished, so never a sequence: show its start, keep the rest
                next = i + 1;
            }
            i = next;
        }
        return text.length();
    }

    /** The index after the sequence whose ESC is just before {@code at}, or {@link #UNFINISHED}. */
    private static int afterEscape(String text, int at) {
        char kind = text.charAt(at);
        if (kind == '[') {
            return afterControlSequence(text, at + 1);
        }
        if (kind == ']' || kind == 'P' || kind == 'X' || kind == '^' || kind == '_') {
            return afterString(text, at + 1);
        }
        int i = at;
        while (i < text.length() && text.charAt(i) >= 0x20 && text.charAt(i) <= 0x2f) {
            i++; // intermediate bytes, as in ESC ( B
        }
        return i < text.length() ? i + 1 : UNFINISHED;
    }

    /** Parameters and intermediates (0x20–0x3f), then one final byte (0x40–0x7e). */
    private static int afterControlSequence(String text, int at) {
        int i = at;
        while (i < text.length() && text.charAt(i) >= 0x20 && text.charAt(i) <= 0x3f) {
            i++;
        }
        if (i == text.length()) {
            return UNFINISHED;
        }
        return text.charAt(i) >= 0x40 && text.charAt(i) <= 0x7e ? i + 1 : i;
    }

    /** A string sequence ends at BEL, ESC \ or ST (0x9c). */
    private static int afterString(String text, int at) {
        for (int i = at; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == BEL || c == 0x9c) {
                return i + 1;
            }
            if (c == ESC) {
                if (i + 1 == text.length()) {
                    return UNFINISHED;
                }
                return text.charAt(i + 1) == '\\' ? i + 2 : i; // ESC ends the string and starts another sequence
            }
        }
        return UNFINISHED;
    }

    private static void shown(StringBuilder out, char c) {
        if (c < 0x20 && c != '\n' && c != '\t' || c >= 0x7f && c <= 0x9f) {
            out.append(String.format(Locale.ROOT, "\\x%02x", (int) c));
        } else if (isBidiControl(c)) {
            out.append(String.format(Locale.ROOT, "<U+%04X>", (int) c));
        } else {
            out.append(c);
        }
    }

    private static boolean isBidiControl(char c) {
        return c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069;
    }

    private static boolean isPlain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\n' && c != '\t' || c >= 0x7f && c <= 0x9f || isBidiControl(c)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Text that arrives in pieces (a streamed answer): a sequence split between two pieces is held
     * back until it is complete — at most {@link #MAX_HELD} characters — and removed whole.
     */
    public static final class Stream {
        static final int MAX_HELD = 4096;
        private String held = "";

        /** The safe text of what can be printed now. */
        public String feed(String piece) {
            String text = held + piece;
            StringBuilder out = new StringBuilder(text.length());
            int used = clean(text, out, true);
            held = text.substring(used);
            if (held.length() > MAX_HELD) {
                out.append(safe(held));
                held = "";
            }
            return out.toString();
        }

        /** What is still held back, safe; the stream starts afresh. */
        public String flush() {
            String rest = safe(held);
            held = "";
            return rest;
        }
    }
}
