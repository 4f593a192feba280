package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command group named without one of its commands ({@code goal}, {@code sessions}) is bad words,
 * found only once it runs in the composed application: exit code 2 and the hint to its help, as for
 * words the parser refuses.
 */
class CommandGroupCliTest {
    @TempDir
    Path dir;

    @Test
    void aGroupWithoutItsCommandIsBadWordsWithTheHintToItsHelp() {
        CliRun cli = new CliRun(dir).with("XDG_STATE_HOME", dir.resolve("state").toString());

        assertEquals(2, cli.run("goal"), cli.err());
        assertTrue(cli.err().startsWith("error: which command? one of: clear, create, edit, extend, pause, resume, "
                + "status"), cli.err());
        assertTrue(cli.err().contains("Run 'ralph-desk goal --help' for its options."), cli.err());
    }
}
