package dev.ralphdesk.core.cli;

import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Finds what an id the person typed names: the candidate with exactly that id, else the one whose
 * id starts with it (at least {@value #MIN_LENGTH} characters, e.g. the 8 the product prints). No
 * match, or more than one, is bad arguments (exit code 2) with a message listing the matches.
 */
public final class IdPrefix {
    public static final int MIN_LENGTH = 4;

    private IdPrefix() {
    }

    /**
     * @param what what the ids name, for messages ("session", "Ralph run")
     * @param describe how a match is listed when the prefix is ambiguous
     * @param hint where the person finds the ids, ending the no-match message
     */
    public static <T> T resolve(String text, Collection<T> candidates, Function<T, String> id,
            Function<T, String> describe, String what, String hint) {
        String wanted = text.strip();
        for (T candidate : candidates) {
            if (id.apply(candidate).equals(wanted)) {
                return candidate;
            }
        }
        List<T> matches = wanted.length() < MIN_LENGTH ? List.of()
                : candidates.stream().filter(c -> id.apply(c).startsWith(wanted)).toList();
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (matches.isEmpty()) {
            String tooShort = wanted.length() < MIN_LENGTH ? " (give at least " + MIN_LENGTH + " characters of the id)"
                    : "";
            throw CliException.usage("no " + what + " matches '" + wanted + "'" + tooShort + "; " + hint);
        }
        throw CliException.usage("'" + wanted + "' matches " + matches.size() + " " + what + "s: "
                + matches.stream().map(describe).collect(Collectors.joining(", ")) + "; give more of the id");
    }
}
