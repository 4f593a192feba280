package dev.ralphdesk.goal.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** {@code --name value} options and positional words of one goal sub-command; unknown options are errors. */
final class CliWords {
    private final Map<String, String> options = new HashMap<>();
    private final List<String> positional = new ArrayList<>();

    static CliWords parse(List<String> words, Set<String> valued) {
        CliWords parsed = new CliWords();
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (word.equals("--")) {
                parsed.positional.addAll(words.subList(i + 1, words.size()));
                break;
            }
            if (word.startsWith("--") && word.length() > 2) {
                String name = word.substring(2);
                String value = null;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    value = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (!valued.contains(name)) {
                    throw new UsageException("unknown option --" + name);
                }
                if (value == null) {
                    if (i + 1 >= words.size()) {
                        throw new UsageException("--" + name + " needs a value");
                    }
                    value = words.get(++i);
                }
                parsed.options.put(name, value);
            } else {
                parsed.positional.add(word);
            }
        }
        return parsed;
    }

    Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    String text() {
        return String.join(" ", positional).strip();
    }

    Integer integer(String name) {
        return option(name).map(v -> {
            try {
                return Integer.parseInt(v.strip());
            } catch (NumberFormatException e) {
                throw new UsageException("--" + name + " must be a whole number, got '" + v + "'");
            }
        }).orElse(null);
    }

    Long whole(String name) {
        return option(name).map(v -> {
            try {
                return Long.parseLong(v.strip().replace("_", "").replace(",", ""));
            } catch (NumberFormatException e) {
                throw new UsageException("--" + name + " must be a whole number, got '" + v + "'");
            }
        }).orElse(null);
    }

    Double amount(String name) {
        return option(name).map(v -> {
            try {
                return Double.parseDouble(v.strip().replace("$", ""));
            } catch (NumberFormatException e) {
                throw new UsageException("--" + name + " must be an amount in USD, got '" + v + "'");
            }
        }).orElse(null);
    }

    /** Seconds from {@code 90s}, {@code 30m}, {@code 2h} or plain seconds. */
    Long seconds(String name) {
        return option(name).map(v -> {
            String s = v.strip().toLowerCase(Locale.ROOT);
            long unit = s.endsWith("h") ? 3600 : s.endsWith("m") ? 60 : 1;
            String digits = s.endsWith("h") || s.endsWith("m") || s.endsWith("s") ? s.substring(0, s.length() - 1) : s;
            try {
                return Long.parseLong(digits) * unit;
            } catch (NumberFormatException e) {
                throw new UsageException("--" + name + " must be a duration such as 90s, 30m or 2h, got '" + v + "'");
            }
        }).orElse(null);
    }

    /** A wrong invocation; the message says what is wrong. */
    static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }
}
