package dev.ralphdesk.core.settings;

import dev.ralphdesk.core.approval.ProtectedPaths;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The config folder: {@code $XDG_CONFIG_HOME/ralph-desk} when that variable names an absolute path
 * (as the XDG spec requires), else {@code ~/.config/ralph-desk}.
 */
public record ConfigLocation(Path directory) {
    public static final String SETTINGS_FILE = "settings.json";
    public static final String KEY_FILE = "key";

    public static ConfigLocation resolve(Map<String, String> env, Path home) {
        String xdg = env.get("XDG_CONFIG_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return new ConfigLocation(Path.of(xdg).resolve("ralph-desk"));
        }
        return new ConfigLocation(home.resolve(".config").resolve("ralph-desk"));
    }

    /** The folder of the running user. */
    public static ConfigLocation ofSystem() {
        return resolve(System.getenv(), Path.of(System.getProperty("user.home")));
    }

    public Path settingsFile() {
        return directory.resolve(SETTINGS_FILE);
    }

    public Path keyFile() {
        return directory.resolve(KEY_FILE);
    }

    /** What the agent's tools must not touch: Ralph Desk's {@code dataFolder}, and this folder with the key file. */
    public ProtectedPaths protectedPaths(Path dataFolder) {
        return new ProtectedPaths(List.of(dataFolder, directory), List.of(keyFile()));
    }
}
