package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.secret.SecretScan;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The command line made to parse a command's words holds the picocli models of the command and, of a
 * group, of the sub-command the words name only (making each costs start-up time); help and words that
 * name none get them all, in picocli's own order.
 */
class CliTreeTest {
    /** In picocli's order: by the methods' names. */
    private static final List<String> SESSIONS = List.of("checkpoints", "export", "follow", "fork", "list", "purge",
            "rename", "restore", "show", "trash");
    private final PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    private final ComposedServices services = new ComposedServices(quiet, quiet, SecretScan::shapes);

    private CommandLine sessions(String... words) {
        CliTree tree = CliTree.of(services);
        CommandLine line = tree.line(new RootCommand(), services, List.of(words));
        return line.getSubcommands().get("sessions");
    }

    @Test
    void sessionsListMakesTheModelOfListAlone() {
        assertEquals(Set.of("list"), sessions("sessions", "list", "--all").getSubcommands().keySet());
        assertEquals(Set.of("export"), sessions("--data-dir", "d", "sessions", "export", "abcd").getSubcommands()
                .keySet());
    }

    @Test
    void helpAndWordsNamingNoSubcommandMakeThemAll() {
        assertEquals(SESSIONS, List.copyOf(sessions("sessions", "list", "--help").getSubcommands().keySet()));
        assertEquals(SESSIONS, List.copyOf(sessions("sessions").getSubcommands().keySet()));
        assertEquals(SESSIONS, List.copyOf(sessions("sessions", "frobnicate").getSubcommands().keySet()));
    }
}
