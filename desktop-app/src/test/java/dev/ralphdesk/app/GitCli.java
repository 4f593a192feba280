package dev.ralphdesk.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The git command line as a person runs it in a test's repository (a fixed identity); a failure fails the test. */
public final class GitCli {
    private GitCli() {
    }

    /** Runs {@code git args…} in {@code repo} and returns what it printed (standard error included). */
    public static String git(Path repo, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=P", "-c", "user.email=p@example.com"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), out);
        return out;
    }
}
