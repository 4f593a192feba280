package dev.ralphdesk.core.workspace;

import dev.ralphdesk.core.cancel.CancellationToken;
import java.time.Duration;

/**
 * Bounds the time of one search, including a regex that backtracks without end: text handed to
 * the matcher through {@link #guard} checks the deadline and the cancellation token every few
 * thousand characters it reads.
 */
final class SearchBudget {
    private static final int CHECK_EVERY = 1 << 14;
    private final long deadline;
    private final CancellationToken cancel;
    private int reads;

    SearchBudget(Duration limit, CancellationToken cancel) {
        this.deadline = System.nanoTime() + limit.toNanos();
        this.cancel = cancel;
    }

    /** Throws {@link Exceeded} past the deadline, or CancelledException once cancelled. */
    void check() {
        cancel.throwIfCancelled();
        if (System.nanoTime() - deadline > 0) {
            throw new Exceeded();
        }
    }

    CharSequence guard(CharSequence text) {
        return new Guarded(text);
    }

    private void tick() {
        if (++reads % CHECK_EVERY == 0) {
            check();
        }
    }

    /** The search ran out of time. */
    static final class Exceeded extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Exceeded() {
            super("search time limit reached", null, false, false);
        }
    }

    private final class Guarded implements CharSequence {
        private final CharSequence text;

        Guarded(CharSequence text) {
            this.text = text;
        }

        @Override
        public int length() {
            return text.length();
        }

        @Override
        public char charAt(int index) {
            tick();
            return text.charAt(index);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return new Guarded(text.subSequence(start, end));
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }
}
