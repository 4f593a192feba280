package dev.ralphdesk.app;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where Ralph Desk keeps files it can make again (the XDG cache folder): {@code $XDG_CACHE_HOME/ralph-desk},
 * else {@code ~/.cache/ralph-desk}. A relative {@code XDG_CACHE_HOME} is ignored, as the spec says.
 */
public final class CacheFolder {
    public static final String ENV_XDG = "XDG_CACHE_HOME";

    private CacheFolder() {
    }

    public static Path resolve(Map<String, String> env, Path home) {
        return XdgFolder.resolve(env, ENV_XDG, home, ".cache");
    }
}
