package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.secret.SecretScan;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.AutoComplete;

/**
 * Writes the bash completion script of {@code ralph-desk} (every command the plugins contribute, with
 * their options) to the file named by the one argument. Run by the build at package time:
 * {@code desktop-app/target/app/ralph-desk-completion.bash}.
 */
public final class CompletionScript {
    private CompletionScript() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: CompletionScript FILE");
        }
        Path file = Path.of(args[0]);
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        ComposedServices services = new ComposedServices(discard, discard, SecretScan::shapes);
        String script = AutoComplete.bash("ralph-desk", CliTree.of(services).line(new RootCommand(), services));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, script, StandardCharsets.UTF_8);
    }
}
