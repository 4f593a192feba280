package dev.ralphdesk.persistence.location;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where Ralph Desk keeps its database, and why there. First match wins: the {@code --data-dir}
 * option, the {@code RALPH_DESK_HOME} environment variable, the folder chosen in Settings (a
 * {@link DataFolderPointer} in the config folder), {@code $XDG_DATA_HOME/ralph-desk}, and
 * {@code ~/.local/share/ralph-desk}. The window and the command line resolve it the same way. A
 * leading {@code ~/} is expanded (values from desktop files and launchers reach us unexpanded); a
 * relative {@code XDG_DATA_HOME} or a relative saved choice is ignored, as the XDG base directory
 * spec says of relative paths.
 *
 * @param source what chose the folder, for messages: {@code --data-dir}, {@code RALPH_DESK_HOME},
 *     {@code Settings}, {@code XDG_DATA_HOME} or {@code default}
 */
public record DataFolder(Path path, String source) {
    public static final String ENV_HOME = "RALPH_DESK_HOME";
    public static final String ENV_XDG = "XDG_DATA_HOME";
    public static final String OPTION = "--data-dir";
    public static final String SETTINGS = "Settings";
    public static final String DEFAULT = "default";
    public static final String DATABASE_FILE = "ralph-desk.db";
    public static final String LOCK_FILE = "ralph-desk.lock";
    public static final String SOCKET_FILE = "ralph-desk.sock";

    public DataFolder {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(source, "source");
        path = path.toAbsolutePath().normalize();
    }

    /** Resolves against this process's environment and home folder, with no folder chosen in Settings. */
    public static DataFolder resolve(String dataDirOption) {
        return resolve(dataDirOption, System.getenv(), Path.of(System.getProperty("user.home")));
    }

    /** Resolves with no folder chosen in Settings. */
    public static DataFolder resolve(String dataDirOption, Map<String, String> env, Path home) {
        return resolve(dataDirOption, env, home, Optional.empty());
    }

    /**
     * How the window and the command line find the folder: as {@link #resolve(String, Map, Path, Optional)}
     * with the choice saved in {@code configDirectory} by Settings, if any.
     */
    public static DataFolder resolve(String dataDirOption, Map<String, String> env, Path home, Path configDirectory) {
        return resolve(dataDirOption, env, home, DataFolderPointer.in(configDirectory).read());
    }

    /** The whole precedence as a pure function; {@code chosen} is the folder saved in Settings. */
    public static DataFolder resolve(String dataDirOption, Map<String, String> env, Path home,
            Optional<String> chosen) {
        if (present(dataDirOption)) {
            return new DataFolder(pathOf(dataDirOption, home, OPTION), OPTION);
        }
        String own = env.get(ENV_HOME);
        if (present(own)) {
            return new DataFolder(pathOf(own, home, ENV_HOME), ENV_HOME);
        }
        if (chosen.isPresent() && present(chosen.get()) && isAbsolute(chosen.get().strip())) {
            return new DataFolder(Path.of(chosen.get().strip()), SETTINGS);
        }
        return withoutChoice(env, home);
    }

    /** Where the folder is when neither the option, {@code RALPH_DESK_HOME} nor Settings chooses it. */
    public static DataFolder withoutChoice(Map<String, String> env, Path home) {
        String xdg = env.get(ENV_XDG);
        if (present(xdg) && isAbsolute(xdg.strip())) {
            return new DataFolder(Path.of(xdg.strip()).resolve("ralph-desk"), ENV_XDG);
        }
        return new DataFolder(home.resolve(".local").resolve("share").resolve("ralph-desk"), DEFAULT);
    }

    /** Whether the option or {@code RALPH_DESK_HOME} chose the folder, so a choice saved in Settings has no say. */
    public boolean overridesSettings() {
        return source.equals(OPTION) || source.equals(ENV_HOME);
    }

    public Path database() {
        return path.resolve(DATABASE_FILE);
    }

    public Path lockFile() {
        return path.resolve(LOCK_FILE);
    }

    /** Where the process that owns the folder listens for the commands of others (a Unix domain socket). */
    public Path socketFile() {
        return path.resolve(SOCKET_FILE);
    }

    private static boolean present(String value) {
        return value != null && !value.isBlank();
    }

    private static boolean isAbsolute(String text) {
        try {
            return Path.of(text).isAbsolute();
        } catch (InvalidPathException e) {
            return false;
        }
    }

    private static Path pathOf(String value, Path home, String what) {
        String text = value.strip();
        try {
            if (text.equals("~")) {
                return home;
            }
            if (text.startsWith("~/")) {
                return home.resolve(text.substring(2));
            }
            return Path.of(text);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(what + " is not a usable path: " + text, e);
        }
    }
}
