package dev.ralphdesk.app;

import dev.ralphdesk.app.cli.Cli;
import dev.ralphdesk.app.launch.CommandArchive;
import java.util.List;

/**
 * The one entry point ({@code ./ralph-desk}): without arguments, the window; with any, a headless
 * command. The headless path loads no JavaFX class (the launcher does not even put JavaFX on its
 * class path), so the window is reached only through {@link dev.ralphdesk.app.ui.DesktopApp}.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            // the FX thread keeps the process alive until the window closes
            dev.ralphdesk.app.ui.DesktopApp.launch(System.getenv());
            return;
        }
        int status = new Cli(System.out, System.err, System.getenv(), true).run(List.of(args));
        CommandArchive.makeIfMissing(); // for the next command, when this one ran without its archive
        System.exit(status);
    }
}
