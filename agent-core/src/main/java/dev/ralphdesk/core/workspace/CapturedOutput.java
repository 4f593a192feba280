package dev.ralphdesk.core.workspace;

import java.util.Locale;

/**
 * What was kept of a command's output: its first characters ({@code head}), its last characters
 * ({@code tail}) and how many characters there were in all. When {@code total} is at most the
 * length of {@code tail}, the tail is the whole output.
 */
public record CapturedOutput(String head, String tail, long total) {
    public CapturedOutput {
        if (head.length() > total || tail.length() > total) {
            throw new IllegalArgumentException("kept more characters than the output had");
        }
    }

    /**
     * The output with at most {@code keepHead} leading and {@code keepTail} trailing characters
     * and, between them, a line saying how much was left out.
     */
    public String capped(int keepHead, int keepTail) {
        if (keepHead < 0 || keepTail < 0) {
            throw new IllegalArgumentException("cannot keep a negative number of characters");
        }
        int fromHead = Math.min(keepHead, head.length());
        int fromTail = Math.min(keepTail, tail.length());
        long omitted = total - fromHead - fromTail;
        if (omitted <= 0) {
            return whole();
        }
        String start = head.substring(0, fromHead);
        if (!start.isEmpty() && Character.isHighSurrogate(start.charAt(start.length() - 1))) {
            start = start.substring(0, start.length() - 1); // half a pair: drop it
        }
        String end = tail.substring(tail.length() - fromTail);
        if (!end.isEmpty() && Character.isLowSurrogate(end.charAt(0))) {
            end = end.substring(1);
        }
        String marker = String.format(Locale.ROOT, "[… %,d characters omitted; full output is %,d characters …]",
                total - start.length() - end.length(), total);
        return start + (start.isEmpty() || start.endsWith("\n") ? "" : "\n") + marker + "\n" + end;
    }

    /** How many characters of the output {@link #capped} keeps with these limits (its note not counted). */
    public long kept(int keepHead, int keepTail) {
        long fromBoth = (long) Math.min(keepHead, head.length()) + Math.min(keepTail, tail.length());
        return Math.min(total, fromBoth);
    }

    /** The output when head and tail together cover it. */
    private String whole() {
        int missingFromTail = (int) (total - tail.length());
        return missingFromTail <= 0 ? tail : head.substring(0, missingFromTail) + tail;
    }
}
