package dev.ralphdesk.app.ui.sessions;

import java.util.Optional;

/**
 * The title a new session takes from the person's first message, as chat apps name theirs: the
 * message's first non-blank line with its runs of white space made one, cut to fit the list. Pure.
 */
final class FirstMessageTitle {
    /** The title every session is created with until it is named. */
    static final String UNNAMED = "New session";
    /** A longer line is cut with an ellipsis. */
    static final int MAX = 60;

    private FirstMessageTitle() {
    }

    /** The title for {@code message}; empty when it has no words. */
    static Optional<String> of(String message) {
        String line = message == null ? "" : message.lines().map(String::strip).filter(l -> !l.isEmpty())
                .findFirst().orElse("").replaceAll("\\s+", " ");
        if (line.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(line.length() <= MAX ? line : line.substring(0, MAX - 1).stripTrailing() + "…");
    }
}
