package dev.ralphdesk.persistence.cli;

import java.util.ArrayList;
import java.util.List;

/** The words after {@code sessions}, consumed as a command reads them. */
final class Arguments {
    private final List<String> words;

    /** Bad arguments: exit code 2 and the usage text. */
    static final class Invalid extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message);
        }
    }

    Arguments(List<String> args) {
        this.words = new ArrayList<>(args);
    }

    String command() {
        if (words.isEmpty()) {
            throw new Invalid("which command?");
        }
        return words.remove(0);
    }

    boolean flag(String name) {
        return words.remove(name);
    }

    String id() {
        if (words.isEmpty() || words.get(0).startsWith("--")) {
            throw new Invalid("this command needs a session ID");
        }
        return words.remove(0);
    }

    /** The session ID as the only word left. */
    String lastId() {
        String id = id();
        requireNoneLeft();
        return id;
    }

    long seqAfter(String option) {
        int at = words.indexOf(option);
        if (at < 0 || at + 1 >= words.size()) {
            throw new Invalid("say where to fork with " + option + " SEQ");
        }
        String value = words.get(at + 1);
        words.subList(at, at + 2).clear();
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new Invalid(option + " needs a record number, not '" + value + "'");
        }
    }

    /** All remaining words joined by spaces; they must not be blank. */
    String rest(String what) {
        String text = String.join(" ", words).strip();
        words.clear();
        if (text.isEmpty()) {
            throw new Invalid("this command needs a " + what);
        }
        return text;
    }

    void requireNoneLeft() {
        if (!words.isEmpty()) {
            throw new Invalid("unexpected " + String.join(" ", words));
        }
    }
}
