package dev.ralphdesk.core.workspace;

/**
 * Collects a command's output as it arrives, in bounded memory: the first {@code headLimit}
 * characters and the last {@code tailLimit} characters, plus the total count. Thread-safe: one
 * thread appends while another takes snapshots.
 */
final class OutputBuffer {
    private final int headLimit;
    private final int tailLimit;
    private final StringBuilder head = new StringBuilder();
    private final StringBuilder tail = new StringBuilder();
    private long total;

    OutputBuffer(int headLimit, int tailLimit) {
        if (headLimit < 0 || tailLimit < 1) {
            throw new IllegalArgumentException("limits must be positive");
        }
        this.headLimit = headLimit;
        this.tailLimit = tailLimit;
    }

    synchronized void append(char[] chars, int count) {
        int forHead = Math.min(count, headLimit - head.length());
        if (forHead > 0) {
            head.append(chars, 0, forHead);
        }
        tail.append(chars, 0, count);
        // trim in batches so that a steady stream costs amortised constant time per character
        if (tail.length() > tailLimit + tailLimit / 4) {
            tail.delete(0, tail.length() - tailLimit);
        }
        total += count;
    }

    synchronized CapturedOutput snapshot() {
        String kept = tail.length() > tailLimit ? tail.substring(tail.length() - tailLimit) : tail.toString();
        return new CapturedOutput(head.toString(), kept, total);
    }
}
