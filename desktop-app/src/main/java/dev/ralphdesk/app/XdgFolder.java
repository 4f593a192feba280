package dev.ralphdesk.app;

import java.nio.file.Path;
import java.util.Map;

/**
 * Ralph Desk's folder in one of the XDG base directories: {@code $VARIABLE/ralph-desk} when the
 * variable names an absolute path (a relative one is ignored, as the spec says), else
 * {@code ~/FALLBACK/ralph-desk}.
 */
public final class XdgFolder {
    private XdgFolder() {
    }

    /** e.g. {@code resolve(env, "XDG_STATE_HOME", home, ".local/state")}. */
    public static Path resolve(Map<String, String> env, String variable, Path home, String fallback) {
        String xdg = env.get(variable);
        if (xdg != null && !xdg.isBlank() && Path.of(xdg.strip()).isAbsolute()) {
            return Path.of(xdg.strip()).resolve("ralph-desk");
        }
        return home.resolve(fallback).resolve("ralph-desk");
    }

    /** The home folder: {@code $HOME}, else the JVM's {@code user.home}. */
    public static Path home(Map<String, String> env) {
        return Path.of(env.getOrDefault("HOME", System.getProperty("user.home")));
    }
}
