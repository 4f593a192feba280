package dev.ralphdesk.app.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splits the options every sub-command shares (model, data folder, approval) from the words a
 * plugin's own command line parses, wherever they appear.
 */
final class CommonOptions {
    static final Set<String> NAMES = Set.of("provider", "scenario", "model", "base-url", "data-dir", "approve");

    private CommonOptions() {
    }

    /** The shared options as parsed arguments, and the remaining words in their order. */
    record Split(CliArgs common, List<String> rest) {
    }

    static Split split(List<String> words) {
        List<String> common = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            String name = word.startsWith("--") ? word.substring(2) : "";
            int eq = name.indexOf('=');
            String bare = eq >= 0 ? name.substring(0, eq) : name;
            if (NAMES.contains(bare)) {
                common.add(word);
                if (eq < 0) {
                    if (i + 1 >= words.size()) {
                        throw new CliArgs.UsageException(word + " needs a value");
                    }
                    common.add(words.get(++i));
                }
            } else {
                rest.add(word);
            }
        }
        return new Split(CliArgs.parse(common, NAMES, Set.of()), rest);
    }
}
