package dev.ralphdesk.app;

import dev.ralphdesk.app.cli.Cli;
import java.util.Arrays;
import java.util.List;

/** The one entry point: headless sub-commands with arguments; without, the window. */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        List<String> words = Arrays.stream(args).filter(a -> !a.isBlank()).toList();
        if (words.isEmpty()) {
            // the FX thread keeps the process alive until the window closes
            dev.ralphdesk.app.ui.DesktopApp.launch(System.getenv());
            return;
        }
        int code = new Cli(System.out, System.err, System.getenv()).run(words);
        System.exit(code);
    }
}
