package dev.ralphdesk.persistence.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.testing.CliRun;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probe of "the full output is stored" (8.39 M of a 50 M character output were kept): a 50 M
 * character shell output through the real loop into SQLite, then {@code sessions show}, must say
 * exactly how much of it is stored.
 */
class StoredOutputTest {
    private static final long TOTAL = 50_000_000L;
    @TempDir
    Path dir;

    @Test
    void aFiftyMillionCharacterOutputSaysExactlyWhatIsStored() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(
                Scripts.call("shell", "command", "head -c " + TOTAL + " /dev/zero | tr '\\0' x"), Scripts.text("done"))));
        EventCatalog catalog = EventCatalog.withCoreTypes();
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(new WorkspacePlugin()),
                c -> SqliteSessionStore.open(new DataFolder(dir.resolve("data"), "test"), c), catalog)) {
            Agent agent = t.harness.createChat("big output", workspace);
            agent.submit(TurnInput.human("print a lot")).get(60, TimeUnit.SECONDS);

            ToolCallFinished result = t.store.open(agent.sessionId()).events().stream().map(LoggedEvent::event)
                    .filter(ToolCallFinished.class::isInstance).map(ToolCallFinished.class::cast).findFirst()
                    .orElseThrow();
            long stored = BashCommandRunner.INLINE_HEAD_CHARS + BashCommandRunner.FULL_OUTPUT_CHARS;
            assertEquals(TOTAL, result.fullSize());
            assertEquals(stored, result.stored());
            String blob = t.store.blob(result.blob()).orElseThrow();
            assertEquals(stored, blob.chars().filter(c -> c == 'x').count(), "the blob holds what it says");
            assertTrue(blob.contains("[… 41,606,392 characters omitted; full output is 50,000,000 characters …]"));

            CliRun cli = new CliRun();
            cli.run(new SessionsCli(cli.services(t.harness), ZoneOffset.UTC,
                    new GitCheckpoints(System.getenv(), GitCheckpoints.TIMEOUT)), "show", agent.sessionId().value());
            String shown = cli.out();
            assertTrue(shown.contains("(full output: 50,000,000 characters; only 8,393,608 of them are stored, its "
                    + "beginning and end, in blob " + result.blob() + ")"), shown);
            assertTrue(!shown.contains("stored whole"), shown);
        }
    }
}
