package dev.ralphdesk.core.sandbox;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * The environment the shell gets: an allowlist, not a denylist. Only {@code PATH}, {@code HOME},
 * {@code LANG}, {@code LC_*}, {@code TERM}, {@code USER}, {@code SHELL}, {@code TMPDIR} and the
 * names the settings add ({@code shellEnv}) pass, and never the variable the API key comes from nor
 * {@code RALPH_DESK_HOME} (which says where the sessions and the key are), even if a setting names
 * them.
 */
public final class ShellEnvironment {
    public static final List<String> STANDARD = List.of("PATH", "HOME", "LANG", "TERM", "USER", "SHELL", "TMPDIR");
    public static final String LOCALE_PREFIX = "LC_";
    public static final String DATA_FOLDER_VARIABLE = "RALPH_DESK_HOME";
    private final Supplier<Map<String, String>> source;
    private final Set<String> added;
    private final Set<String> never;
    /** The variables chosen once ({@link #fixed}); null when the source is asked at each command. */
    private final Map<String, String> chosen;

    /**
     * @param source the variables to choose from (the process's environment)
     * @param added names the settings add to the standard ones
     * @param never names that never pass (the key's variable); {@code RALPH_DESK_HOME} is always one
     */
    public ShellEnvironment(Supplier<Map<String, String>> source, List<String> added, List<String> never) {
        this.source = Objects.requireNonNull(source, "source");
        this.added = Set.copyOf(added);
        Set<String> blocked = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        blocked.addAll(never);
        blocked.add(DATA_FOLDER_VARIABLE);
        this.never = blocked;
        this.chosen = null;
    }

    private ShellEnvironment(ShellEnvironment from, Map<String, String> chosen) {
        this.source = from.source;
        this.added = from.added;
        this.never = from.never;
        this.chosen = chosen;
    }

    /**
     * This environment with its variables chosen now, once, for a source that does not change (the
     * process's environment as the settings were read): every command then gets the same map, rather
     * than one chosen again among all the variables at each command (and a spare sandbox's launch
     * comparing two equal copies).
     */
    public ShellEnvironment fixed() {
        return chosen != null ? this : new ShellEnvironment(this, Map.copyOf(variables()));
    }

    /** The standard names only, from {@code source}. */
    public static ShellEnvironment standard(Supplier<Map<String, String>> source) {
        return new ShellEnvironment(source, List.of(), List.of());
    }

    public boolean passes(String name) {
        if (never.contains(name)) {
            return false;
        }
        return STANDARD.contains(name) || name.startsWith(LOCALE_PREFIX) || added.contains(name);
    }

    /** The variables a command gets now. */
    public Map<String, String> variables() {
        if (chosen != null) {
            return chosen;
        }
        Map<String, String> kept = new LinkedHashMap<>();
        source.get().forEach((name, value) -> {
            if (passes(name)) {
                kept.put(name, value);
            }
        });
        return kept;
    }
}
