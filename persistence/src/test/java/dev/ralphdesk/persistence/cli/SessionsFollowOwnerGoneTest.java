package dev.ralphdesk.persistence.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.control.ControlClient;
import dev.ralphdesk.core.control.ControlServer;
import dev.ralphdesk.core.control.ControlVerb;
import dev.ralphdesk.core.control.FollowVerb;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.harness.CliServices;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.CliRun;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sessions follow} when the owner goes away in the middle: an owner whose work ended commits
 * its last events and exits, and its answer can stop before its reply (its connection closes with the
 * process). What it committed is in the log: the follower reads the rest from there.
 */
class SessionsFollowOwnerGoneTest {
    private final EventCatalog catalog = EventCatalog.withCoreTypes();
    private final InMemorySessionStore store = new InMemorySessionStore(catalog);
    private final Harness harness = new Harness(catalog, store, new ScriptedProvider(ScriptedScenario.of(List.of())),
            new EventBus(), Runnable::run, HarnessOptions.defaults(), List.of());
    private final CliRun cli = new CliRun();
    @TempDir
    Path dir;
    private SessionId id;

    @BeforeEach
    void aTurnRunsInTheOwner() {
        id = store.create(NewSession.chat("Notes", Path.of("/work/notes"))).id();
        store.append(id, new TurnStarted("t1", InputOrigin.human()));
        store.append(id, new UserMessage("t1", "Write the notes", InputOrigin.human()));
    }

    /** The owner commits {@code last} events, then goes away before it answers the follow. */
    private int followWhileTheOwnerEnds(Runnable last) {
        ControlVerb ending = (request, sink) -> {
            last.run();
            throw new IOException("the owner's process ended");
        };
        try (ControlServer owner = ControlServer.start(dir.resolve("ralph-desk.sock"), Map.of(FollowVerb.NAME,
                ending)).orElseThrow()) {
            ControlClient client = ControlClient.find(owner.socket()).orElseThrow();
            return cli.run(new SessionsCli(withOwner(client), ZoneOffset.UTC,
                    new GitCheckpoints(System.getenv(), GitCheckpoints.TIMEOUT)), "follow", id.value());
        }
    }

    @Test
    void whatTheOwnerCommittedBeforeItEndedIsReadFromTheLogAndTheFollowEndsWell() {
        int exit = followWhileTheOwnerEnds(() -> {
            store.append(id, new AssistantMessage("t1", 1, "The notes are written.", null, List.of()));
            store.append(id, new TurnFinished("t1", TurnOutcome.completed(), 1));
        });

        assertEquals(0, exit, cli.err());
        assertTrue(cli.out().contains("you: Write the notes"), cli.out());
        assertTrue(cli.out().contains("assistant: The notes are written."), cli.out());
        assertTrue(cli.out().contains("turn completed after 1 step"), cli.out());
        assertTrue(cli.out().endsWith("(the Ralph Desk that worked in this data folder has ended: nothing more to "
                + "follow)\n"), cli.out());
    }

    @Test
    void aTurnTheOwnerLeftOpenEndsTheFollowWithTheOwnerGone() {
        int exit = followWhileTheOwnerEnds(() -> store.append(id, new AssistantMessage("t1", 1, "Halfway", null,
                List.of())));

        assertEquals(1, exit, cli.out());
        assertTrue(cli.out().contains("assistant: Halfway"), "the rest of the log is printed first: " + cli.out());
        assertTrue(cli.err().contains("(owner-gone)"), cli.err());
    }

    private CliServices withOwner(ControlClient owner) {
        CliServices services = cli.services(harness);
        return new CliServices() {
            @Override
            public PrintStream out() {
                return services.out();
            }

            @Override
            public PrintStream err() {
                return services.err();
            }

            @Override
            public Harness harness() {
                return harness;
            }

            @Override
            public void requireModel() {
                services.requireModel();
            }

            @Override
            public Optional<ControlClient> owner() {
                return Optional.of(owner);
            }
        };
    }
}
