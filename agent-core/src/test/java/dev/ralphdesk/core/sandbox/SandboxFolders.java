package dev.ralphdesk.core.sandbox;

import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A machine's worth of folders for the sandbox tests, outside {@code /tmp} (which the sandbox
 * replaces, so a test there could not tell read-only from invisible): a git workspace with a test
 * script, an outside folder with a secret, a data folder with a database, a config folder with
 * settings and a key.
 */
final class SandboxFolders implements AutoCloseable {
    static final String SECRET = "outside secret 7d1f";
    static final String DATABASE = "SQLite format 3 session log 41c2";
    static final String KEY = "sk-stored-key-93be";
    final Path base;
    final Path workspace;
    final Path outside;
    final Path data;
    final ConfigLocation config;

    SandboxFolders() throws IOException, InterruptedException {
        this(false);
    }

    /** @param workspaceInData the demo layout: the workspace inside the data folder */
    SandboxFolders(boolean workspaceInData) throws IOException, InterruptedException {
        Path target = Files.createDirectories(Path.of("target", "sandbox-tests")).toRealPath();
        if (target.startsWith("/tmp")) {
            // the sandbox's /tmp is private: a checkout under /tmp (a CI clone) would hide "outside"
            target = Files.createDirectories(Path.of("/var/tmp", "ralph-desk-sandbox-tests")).toRealPath();
        }
        base = Files.createTempDirectory(target, "sbx");
        outside = Files.createDirectory(base.resolve("outside"));
        Files.writeString(outside.resolve("secret.txt"), SECRET + "\n");
        data = Files.createDirectory(base.resolve("data"));
        Files.writeString(data.resolve("ralph-desk.db"), DATABASE);
        config = new ConfigLocation(Files.createDirectories(base.resolve("config/ralph-desk")));
        Files.writeString(config.settingsFile(), "{\"provider\": \"openai\"}\n");
        Files.writeString(config.keyFile(), KEY + "\n");
        workspace = Files.createDirectory(workspaceInData ? data.resolve("demo-workspace") : base.resolve("ws"));
        Files.writeString(workspace.resolve("test.sh"), "echo tests pass\n");
        Process git = new ProcessBuilder("git", "init", "-q", workspace.toString()).inheritIO().start();
        if (git.waitFor() != 0) {
            throw new IllegalStateException("git init failed");
        }
    }

    /** A runner in the real bubblewrap sandbox, hiding this layout's data and config folders. */
    BashCommandRunner runner(boolean network) {
        Path bwrap = Bubblewrap.find(System.getenv("PATH")).orElseThrow(
                () -> new IllegalStateException("these tests run the real bwrap: install bubblewrap"));
        ShellSetup shell = new ShellSetup(ShellEnvironment.standard(() -> Map.of("PATH", System.getenv("PATH"),
                "HOME", base.toString())), new BubblewrapSandbox(bwrap, network, Bubblewrap.runsAsRoot()));
        return new BashCommandRunner(shell, config.protectedPaths(data));
    }

    @Override
    public void close() throws IOException {
        try (Stream<Path> walk = Files.walk(base)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
