package dev.ralphdesk.core.git;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/** A real git repository in a temporary folder, driven by the git command line as a person would. */
final class Repo {
    final Path root;
    final Map<String, String> env;

    Repo(Path root, Path home) throws Exception {
        this.root = Files.createDirectories(root);
        this.env = Map.of("PATH", System.getenv("PATH"), "HOME", Files.createDirectories(home).toString(),
                "LANG", "C.UTF-8");
        git("init", "-q", "-b", "main");
        git("config", "user.name", "Person");
        git("config", "user.email", "person@example.com");
        git("config", "commit.gpgsign", "false");
    }

    String git(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile()).redirectErrorStream(true);
        builder.environment().clear();
        builder.environment().putAll(env);
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IllegalStateException("git " + String.join(" ", args) + " failed: " + out);
        }
        return out;
    }

    Path write(String name, String text) throws IOException {
        Path file = root.resolve(name);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    String read(String name) throws IOException {
        return Files.readString(root.resolve(name));
    }

    /** What a person's view of the repository is made of: branch, HEAD, index bytes, status, stash, refs. */
    String state() throws Exception {
        String refs = git("for-each-ref", "refs/").lines().filter(line -> !line.contains("refs/ralph-desk/"))
                .reduce("", (a, b) -> a + b + "\n");
        return git("symbolic-ref", "HEAD") + git("rev-parse", "HEAD") + git("status", "--porcelain=v1", "-z",
                "--untracked-files=all") + git("stash", "list") + refs
                + HexFormat.of().formatHex(Files.readAllBytes(root.resolve(".git/index")));
    }
}
