package dev.ralphdesk.goal.command;

import dev.ralphdesk.goal.domain.GoalErrorCode;

/**
 * The {@code /goal} grammar (DESIGN §6): bare shows status; {@code pause}, {@code resume} and
 * {@code clear} are controls only when the word is the whole suffix, ASCII case-insensitive
 * ({@code /goal pause after tests pass} is an objective); {@code edit <objective>} edits, and a bare
 * {@code edit} is an error; anything else is the objective of a new goal, verbatim.
 */
public final class GoalCommandParser {
    private GoalCommandParser() {
    }

    public static GoalAction parse(String arguments) {
        String suffix = arguments == null ? "" : arguments.strip();
        if (suffix.isEmpty()) {
            return new GoalAction.Status();
        }
        if (asciiEqualsIgnoreCase(suffix, "pause")) {
            return new GoalAction.Pause();
        }
        if (asciiEqualsIgnoreCase(suffix, "resume")) {
            return new GoalAction.Resume();
        }
        if (asciiEqualsIgnoreCase(suffix, "clear")) {
            return new GoalAction.Clear();
        }
        int space = firstWhitespace(suffix);
        String first = space < 0 ? suffix : suffix.substring(0, space);
        if (asciiEqualsIgnoreCase(first, "edit")) {
            String objective = space < 0 ? "" : suffix.substring(space).strip();
            if (objective.isEmpty()) {
                return new GoalAction.Invalid(GoalErrorCode.GOAL_INVALID_EDIT,
                        "/goal edit needs the new objective: /goal edit <objective>");
            }
            return new GoalAction.Edit(objective);
        }
        return new GoalAction.Create(suffix);
    }

    /** Case-insensitive for ASCII letters only, so e.g. a dotless ı never matches an i. */
    static boolean asciiEqualsIgnoreCase(String text, String word) {
        if (text.length() != word.length()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            char lower = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
            if (lower != word.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static int firstWhitespace(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
