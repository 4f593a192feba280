package dev.ralphdesk.persistence.location;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * Where Ralph Desk keeps its database, and why there. First match wins: the {@code --data-dir}
 * option, the {@code RALPH_DESK_HOME} environment variable, {@code $XDG_DATA_HOME/ralph-desk}, and
 * {@code ~/.local/share/ralph-desk}. A leading {@code ~/} is expanded (values from desktop files
 * and launchers reach us unexpanded); a relative {@code XDG_DATA_HOME} is ignored, as the XDG
 * base directory spec says.
 *
 * @param source what chose the folder, for messages: {@code --data-dir}, {@code RALPH_DESK_HOME}, …
 */
public record DataFolder(Path path, String source) {
    public static final String ENV_HOME = "RALPH_DESK_HOME";
    public static final String ENV_XDG = "XDG_DATA_HOME";
    public static final String DATABASE_FILE = "ralph-desk.db";
    public static final String LOCK_FILE = "ralph-desk.lock";

    public DataFolder {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(source, "source");
        path = path.toAbsolutePath().normalize();
    }

    /** Resolves against this process's environment and home folder. */
    public static DataFolder resolve(String dataDirOption) {
        return resolve(dataDirOption, System.getenv(), Path.of(System.getProperty("user.home")));
    }

    public static DataFolder resolve(String dataDirOption, Map<String, String> env, Path home) {
        if (present(dataDirOption)) {
            return new DataFolder(pathOf(dataDirOption, home, "--data-dir"), "--data-dir");
        }
        String own = env.get(ENV_HOME);
        if (present(own)) {
            return new DataFolder(pathOf(own, home, ENV_HOME), ENV_HOME);
        }
        String xdg = env.get(ENV_XDG);
        if (present(xdg) && isAbsolute(xdg.strip())) {
            return new DataFolder(Path.of(xdg.strip()).resolve("ralph-desk"), ENV_XDG);
        }
        return new DataFolder(home.resolve(".local").resolve("share").resolve("ralph-desk"), "default");
    }

    public Path database() {
        return path.resolve(DATABASE_FILE);
    }

    public Path lockFile() {
        return path.resolve(LOCK_FILE);
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
