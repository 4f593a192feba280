package dev.ralphdesk.persistence.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.CliRun;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SessionsCliTest {
    private final EventCatalog catalog = EventCatalog.withCoreTypes();
    private final InMemorySessionStore store = new InMemorySessionStore(catalog,
            Clock.fixed(Instant.parse("2025-03-04T05:06:00Z"), ZoneOffset.UTC));
    private final Harness harness = new Harness(catalog, store, new ScriptedProvider(ScriptedScenario.of(List.of())),
            new EventBus(), Runnable::run, HarnessOptions.defaults(), List.of());
    private final CliRun cli = new CliRun();
    private SessionId id;

    @BeforeEach
    void oneSessionWithAFinishedAndAnInterruptedTurn() {
        id = store.create(NewSession.chat("Fix the build", Path.of("/work/demo"))).id();
        ToolCall call = new ToolCall("c1", "shell", "{\"command\":\"mvn -q test\"}");
        store.append(id, new TurnStarted("t1", InputOrigin.human()));
        store.append(id, new UserMessage("t1", "Run the tests", InputOrigin.human()));
        store.append(id, new AssistantMessage("t1", 1, "Running them.", "Tests first.", List.of(call)));
        store.append(id, new ToolCallStarted("t1", "c1", "shell", call.arguments()));
        store.append(id, new ToolCallFinished("t1", "c1", "shell", "1 failure\nFooTest", false, 1, 52_000, "ab12"));
        store.append(id, new TurnFinished("t1", TurnOutcome.completed(), 1));
        store.append(id, new TurnStarted("t2", new InputOrigin.Goal("g1", 2, 3)));
        store.append(id, new UserMessage("t2", "Continue the goal", new InputOrigin.Goal("g1", 2, 3)));
    }

    private int run(String... args) {
        return cli.run(new SessionsCli(cli.services(harness), ZoneOffset.UTC,
                new GitCheckpoints(System.getenv(), GitCheckpoints.TIMEOUT)), args);
    }

    private String out() {
        return cli.out().replace(id.value(), "ID");
    }

    private String err() {
        return cli.err();
    }

    @Test
    void showPrintsTheTranscriptWithToolResultsAndTurnEnds() {
        assertEquals(0, run("show", id.value()), err());
        assertEquals("""
                Fix the build  (ID, chat, workspace /work/demo, 9 records)
                #3 you: Run the tests
                #4 assistant: Running them.
                    (thinking) Tests first.
                #4 tool shell {"command":"mvn -q test"}
                    → ok, exit 1: 1 failure
                    FooTest
                    (full output: 52,000 characters, stored whole in blob ab12)
                #7 — turn completed after 1 step
                #9 goal round 3 (goal g1, revision 2): Continue the goal
                #9 — turn interrupted (the app stopped before it finished)
                """, out());
    }

    @Test
    void listShowsTheIndexColumns() {
        assertEquals(0, run("list"));
        assertEquals("""
                ID                                    UPDATED           KIND         EVENTS  LAST TURN       TITLE
                ID  2025-03-04 05:06  chat              9  interrupted     Fix the build
                """, out());
    }

    @Test
    void trashHidesFromTheListAndRestoreBringsBack() {
        assertEquals(0, run("trash", id.value()));
        assertEquals(0, run("list"));
        assertTrue(out().startsWith("No sessions"), out());
        assertEquals(0, run("list", "--all"));
        assertTrue(out().contains("Fix the build  [trash]"), out());
        assertEquals(0, run("restore", id.value()));
        assertTrue(!store.info(id).orElseThrow().trashed());
    }

    @Test
    void forkAtASeqMakesANewSessionAndAUniquePrefixIsEnough() {
        assertEquals(0, run("fork", id.value().substring(0, 8), "--at", "7"));
        SessionInfo child = store.list(false).stream().filter(i -> !i.id().equals(id)).findFirst().orElseThrow();
        assertEquals(7, child.lastSeq());
        assertEquals(id, child.parentId());
        assertTrue(out().startsWith("Forked ID at seq 7 into " + child.id()), out());
    }

    @Test
    void renameTakesTheRestOfTheWordsAsTitle() {
        assertEquals(0, run("rename", id.value(), "Green", "build"));
        assertEquals("Green build", store.info(id).orElseThrow().title());
    }

    @Test
    void badArgumentsExitWithTwoAndPointToTheHelp() {
        assertEquals(2, run());
        assertTrue(err().contains("which command? one of: checkpoints, export, follow, fork, list, purge, rename, "
                + "restore, show, trash"), err());
        assertEquals(2, run("explode"));
        assertEquals(2, run("fork", id.value()));
        assertEquals(2, run("fork", id.value(), "--at", "seven"));
        assertEquals(2, run("rename", id.value()));
        assertEquals(2, run("trash", id.value(), "extra"));
        assertEquals(2, run("show"));
        assertTrue(err().startsWith("error: Missing required parameter: 'ID'"), err());
        assertTrue(err().contains("Run 'ralph-desk sessions show --help' for its options."), err());
        assertTrue(!store.info(id).orElseThrow().trashed(), "a bad command line changes nothing");
    }

    @Test
    void helpShowsTheOptionsAndTheExitCodes() {
        assertEquals(0, run("fork", "--help"));
        assertTrue(cli.out().contains("--at=SEQ") && cli.out().contains("Exit codes:")
                && cli.out().contains("2   bad arguments"), cli.out());
    }

    @Test
    void unknownSessionsAreBadArgumentsAndARefusedPurgeFails() {
        assertEquals(2, run("show", "nope-nope"));
        assertTrue(err().contains("no session matches 'nope-nope'"), err());
        assertEquals(2, run("show", "abc"), "prefixes shorter than 4 characters do not match");
        assertTrue(err().contains("give at least 4 characters"), err());
        assertEquals(2, run("fork", id.value(), "--at", "99"));
        assertTrue(err().contains("--at must be a record of the session, 1 to 9"), err());
        assertEquals(1, run("purge", id.value()));
        assertTrue(err().contains("not in the trash"), err());
    }

    @Test
    void showWarnsAboutAMalformedRecordAndSkippedTypes() {
        store.appendRaw(id, "user/message", 1, "{broken");
        store.appendRaw(id, "removed-plugin/thing", 1, "{}");
        assertEquals(0, run("show", id.value()));
        assertTrue(out().contains("! record 10 (user/message) is malformed"), out());
        assertTrue(out().contains("! this session is read-only"), out());
        assertTrue(out().contains("! 1 record(s) of types this build does not know were skipped"), out());
    }
}
