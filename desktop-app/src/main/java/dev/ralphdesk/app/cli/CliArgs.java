package dev.ralphdesk.app.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Parsed command-line words: {@code --name value} options, {@code --flag} flags and positional
 * words. Unknown options are errors, so a typo never silently changes behaviour.
 */
public final class CliArgs {
    private final Map<String, String> options = new HashMap<>();
    private final List<String> flags = new ArrayList<>();
    private final List<String> positional = new ArrayList<>();

    private CliArgs() {
    }

    /**
     * @param valued options that take a value (without the dashes)
     * @param flagNames options that take none
     */
    public static CliArgs parse(List<String> words, Set<String> valued, Set<String> flagNames) {
        CliArgs args = new CliArgs();
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (word.equals("--")) {
                args.positional.addAll(words.subList(i + 1, words.size()));
                break;
            }
            if (word.startsWith("--") && word.length() > 2) {
                String name = word.substring(2);
                String inline = null;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    inline = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (valued.contains(name)) {
                    String value = inline;
                    if (value == null) {
                        if (i + 1 >= words.size()) {
                            throw new UsageException("--" + name + " needs a value");
                        }
                        value = words.get(++i);
                    }
                    args.options.put(name, value);
                } else if (flagNames.contains(name) && inline == null) {
                    args.flags.add(name);
                } else {
                    throw new UsageException("unknown option --" + name);
                }
            } else {
                args.positional.add(word);
            }
        }
        return args;
    }

    public Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    public boolean flag(String name) {
        return flags.contains(name);
    }

    public List<String> positional() {
        return List.copyOf(positional);
    }

    /** A wrong invocation; the message says what is wrong. */
    public static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public UsageException(String message) {
            super(message);
        }
    }
}
