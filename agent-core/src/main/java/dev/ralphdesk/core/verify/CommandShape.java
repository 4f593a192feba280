package dev.ralphdesk.core.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a bash command line far enough to say which command its exit status comes from. The line
 * may be a list of simple commands joined by {@code &&}, {@code ;} or new lines; the status is the
 * last one's. Anything that can make the status come from elsewhere, or that this reading cannot
 * follow with confidence, gives no answer: a pipe, {@code ||}, a background {@code &}, a subshell,
 * group or function definition, command substitution, a here-document, a comment, an unterminated
 * quote, a negation, and commands that end or redirect the shell early ({@code exit}, {@code trap},
 * {@code exec}, {@code eval}, {@code alias}…).
 */
final class CommandShape {
    private static final Set<String> DISQUALIFYING = Set.of("!", "{", "}", "exit", "return", "logout", "exec",
            "trap", "eval", "source", ".", "alias", "shopt", "enable", "function", "builtin", "declare", "typeset",
            "hash");
    private static final Pattern ASSIGNMENT = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)=(\"[^\"]*\"|'[^']*'|\\S*)\\s+");
    /** Variables that change what a command runs, or run code before it. */
    private static final Set<String> HIJACKING = Set.of("PATH", "BASH_ENV", "ENV", "LD_PRELOAD", "LD_LIBRARY_PATH",
            "SHELLOPTS", "BASHOPTS", "PS4", "IFS", "PROMPT_COMMAND");
    private static final Pattern WRAPPER = Pattern.compile("(time(\\s+-p)?|nice(\\s+-n\\s*-?\\d+)?|nohup|command"
            + "|env(\\s+-\\S+)*|timeout(\\s+-\\S+)*\\s+\\d+(\\.\\d+)?[smhd]?|xvfb-run(\\s+-\\S+)*"
            + "|(uv|poetry|pipenv|hatch|pdm|rye)\\s+run|npx(\\s+-\\S+)*|bunx|(pnpm|yarn)\\s+(exec|dlx)"
            + "|bundle\\s+exec)\\s+");

    private CommandShape() {
    }

    /**
     * The last simple command of {@code line}, without leading variable assignments and wrappers
     * such as {@code timeout 60} or {@code npx}; empty when its status may not be the line's.
     */
    static Optional<String> lastCommand(String line) {
        List<String> segments = segments(line);
        if (segments == null || segments.isEmpty()) {
            return Optional.empty();
        }
        String last = "";
        for (String segment : segments) {
            last = unwrap(segment);
            if (DISQUALIFYING.contains(segment.split("\\s+", 2)[0]) || DISQUALIFYING.contains(last.split("\\s+", 2)[0])
                    || hijacks(segment)) {
                return Optional.empty();
            }
        }
        return Optional.of(last);
    }

    /** The simple commands of the line, trimmed, or null when its shape cannot be trusted. */
    private static List<String> segments(String line) {
        List<String> segments = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            char next = i + 1 < line.length() ? line.charAt(i + 1) : 0;
            char previous = i > 0 ? line.charAt(i - 1) : 0;
            if (quote == '\'') {
                quote = c == '\'' ? 0 : quote;
                current.append(c);
                continue;
            }
            if (c == '$' && next == '\'' && quote == 0) {
                quote = '$'; // $'…': ANSI-C quoting, where a backslash escapes even a quote
                current.append(c).append(next);
                i++;
                continue;
            }
            if (quote == '$') {
                quote = c == '\'' ? 0 : quote;
                current.append(c);
                if (c == '\\' && next != 0) {
                    current.append(next);
                    i++;
                }
                continue;
            }
            if (c == '\\') {
                current.append(c);
                if (next != 0) {
                    current.append(next);
                    i++;
                }
                continue;
            }
            if (c == '`' || c == '$' && next == '(') {
                return null;
            }
            if (quote == '"') {
                quote = c == '"' ? 0 : quote;
                current.append(c);
                continue;
            }
            if (c == '\'' || c == '"') {
                quote = c;
                current.append(c);
            } else if (c == '(' || c == ')' || c == '#' && (current.length() == 0
                    || Character.isWhitespace(previous)) || c == '<' && next == '<') {
                return null;
            } else if (c == '|') {
                if (previous != '>') {
                    return null; // a pipe or ||
                }
                current.append(c);
            } else if (c == '&') {
                if (next == '&') {
                    segments.add(current.toString().strip());
                    current.setLength(0);
                    i++;
                } else if (previous == '>' || previous == '<' || next == '>') {
                    current.append(c); // a redirection: 2>&1, >&2, &>file
                } else {
                    return null; // runs in the background
                }
            } else if (c == ';' || c == '\n') {
                segments.add(current.toString().strip());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        if (quote != 0) {
            return null;
        }
        segments.add(current.toString().strip());
        segments.removeIf(String::isEmpty);
        return segments;
    }

    private static boolean hijacks(String segment) {
        String rest = segment.startsWith("export ") ? segment.substring("export ".length()).strip() + " " : segment;
        Matcher assignment = ASSIGNMENT.matcher(rest);
        int at = 0;
        while (assignment.find(at) && assignment.start() == at) {
            if (HIJACKING.contains(assignment.group(1))) {
                return true;
            }
            at = assignment.end();
        }
        return false;
    }

    private static String unwrap(String command) {
        String rest = command;
        while (true) {
            Matcher assignment = ASSIGNMENT.matcher(rest);
            Matcher wrapper = WRAPPER.matcher(rest);
            if (assignment.lookingAt()) {
                rest = rest.substring(assignment.end());
            } else if (wrapper.lookingAt()) {
                rest = rest.substring(wrapper.end());
            } else {
                return rest;
            }
        }
    }
}
