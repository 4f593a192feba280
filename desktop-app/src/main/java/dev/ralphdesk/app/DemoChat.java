package dev.ralphdesk.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Until the window exists, starting without arguments runs one demo chat turn in a fresh demo folder. */
final class DemoChat {
    private DemoChat() {
    }

    static List<String> arguments() {
        try {
            Path folder = Files.createTempDirectory("ralph-desk-demo");
            Files.writeString(folder.resolve("README.md"), "# Demo workspace\n\nA folder for the offline demo.\n");
            return List.of("chat", "--workspace", folder.toString(), "Show me around this workspace.");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the demo workspace", e);
        }
    }
}
