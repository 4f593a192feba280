package dev.ralphdesk.app.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.app.ui.DemoWorkspace;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.CommandOutcome;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalView;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.report.ReportStatus;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.service.RalphRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The first-run offline demo, headless, on the real composition: the bundled scenario and demo
 * workspace, the SQLite log in a temp data folder, real bash, the goal and Ralph plugins with the
 * window's defaults (goal rounds run by themselves). What a person does in the window — send the
 * prefilled tour message, type {@code /goal …}, type {@code /ralph …} — goes through
 * {@link Harness#input}, as the composer sends it.
 */
class OfflineDemoTest {
    private static final String REFUSED = "Your last completion claim was refused — Completion refused: "
            + "no verifier has run in this round";
    @TempDir
    Path data;
    private ScriptedProvider model;
    private AppServices services;
    private Path workspace;
    private SessionId session;
    private final List<String> notices = new CopyOnWriteArrayList<>();

    @BeforeEach
    void firstRun() throws Exception {
        model = DemoModel.provider();
        EventBus bus = new EventBus();
        bus.subscribe(event -> {
            if (event instanceof AgentEvent.Committed committed && committed.event() instanceof NoticePosted notice) {
                notices.add(notice.text());
            }
        });
        services = Composition.compose(model, Composition.sqlite(DataFolder.resolve(data.toString())),
                HarnessOptions.defaults(), bus);
        workspace = DemoWorkspace.ensure(data);
        session = services.store().create(NewSession.chat("Offline demo", workspace)).id();
    }

    @AfterEach
    void close() {
        services.close();
    }

    @Test
    void theDemoRunsTheTourAGoalWithARefusedClaimAndAThreeRoundRalphRun() throws Exception {
        long started = System.nanoTime();
        Harness harness = services.harness();

        // (a) the tour: the message the window prefills
        TurnResult tour = turn("Show me around this workspace.");
        assertEquals(TurnOutcome.Kind.COMPLETED, tour.outcome().kind());
        assertEquals(3, model.requests().size());
        assertTrue(lastAnswer().contains("`/goal make the greeting test pass`"), lastAnswer());
        assertTrue(model.requests().get(2).messages().toString().contains("Hello from the demo workspace"));
        // the workspace's AGENTS.md is in effect: in every request's system prompt, and the tour quotes its rule
        for (ModelRequest request : model.requests()) {
            assertTrue(request.systemPrompt().contains("<project-instructions file=\"AGENTS.md\">\n# House rules for "
                    + "agents in this workspace"), request.systemPrompt());
        }
        assertTrue(lastAnswer().contains("`AGENTS.md` holds the house rules, and they are in effect: Ralph Desk put "
                + "them into my instructions (the status bar names the file). The house rule: a change to `greet.sh` "
                + "counts only after `sh test.sh` passes."), lastAnswer());

        // (b) the goal: round 1 edits greet.sh and claims DONE without a test run; refused; round 2 tests, claims, accepted
        assertFalse(run("sh test.sh").passed(), "the greeting test fails before the goal");
        assertInstanceOf(Harness.Input.CommandRan.class, harness.input(session, "/goal make the greeting test pass"));
        awaitIdle();
        GoalView goal = services.goal().view(session);
        assertEquals(GoalPhase.COMPLETE, goal.goal().phase());
        assertEquals(2, goal.roundsStarted());
        assertEquals(new GoalCompletion("verifier passed", "`sh test.sh` passed (exit 0)", 2), goal.goal().completion());
        List<ModelRequest> goalRequests = model.requests().subList(3, model.requests().size());
        assertEquals(5, goalRequests.size(), "round 1: 2 requests, round 2: 2, the closing message: 1");
        assertTrue(goalRequests.get(0).lastUserText().startsWith("[goal round 1 / "));
        assertFalse(goalRequests.get(0).lastUserText().contains("refused"));
        assertTrue(goalRequests.get(2).lastUserText().startsWith("[goal round 2 / "));
        assertTrue(goalRequests.get(2).lastUserText().contains(REFUSED), goalRequests.get(2).lastUserText());
        assertTrue(goalRequests.get(4).lastUserText().startsWith("[goal complete]"));
        assertEquals(List.of(), goalRequests.get(4).tools());
        assertTrue(notices.stream().anyMatch(n -> n.startsWith("Completion refused: no verifier has run")), notices::toString);
        assertTrue(notices.contains("Goal complete — certified by verifier `sh test.sh` passed."), notices::toString);
        assertTrue(lastAnswer().contains("verifier passed"), lastAnswer());
        assertTrue(run("sh test.sh").passed(), "the greeting test passes after the goal");

        // (c) the Ralph run: three fresh agents, continue, continue, complete after a passing check
        int before = model.requests().size();
        List<RalphRun> runs = new CopyOnWriteArrayList<>();
        try (AutoCloseable ignored = services.ralph().onRunStarted(runs::add)) {
            assertInstanceOf(Harness.Input.CommandRan.class,
                    harness.input(session, "/ralph write the demo guide in notes/guide.md"));
        }
        assertEquals(1, runs.size());
        RalphResult result = runs.get(0).result().get(60, TimeUnit.SECONDS);
        assertEquals(RalphOutcome.COMPLETE, result.outcome(), result.toString());
        assertEquals(3, result.roundsStarted());
        assertEquals(List.of("verifier passed"), result.certifiedBy());
        RunView timeline = services.ralph().run(session, result.runId()).orElseThrow();
        assertEquals(List.of(ReportStatus.CONTINUE, ReportStatus.CONTINUE, ReportStatus.COMPLETE),
                timeline.rounds().stream().map(r -> r.report().status()).toList());
        RoundView last = timeline.rounds().get(2);
        assertTrue(last.report().evidence().get(0).startsWith("sh check-guide.sh: guide check: PASS"));
        assertTrue(timeline.rounds().stream().allMatch(r -> r.filesChanged().contains("notes/guide.md")),
                timeline.rounds().toString());
        assertEquals(13, model.requests().size() - before, "4 + 4 + 5 requests, each round a fresh child");
        assertTrue(model.requests().subList(before, model.requests().size()).stream()
                .allMatch(r -> r.systemPrompt().contains("House rule: a change to `greet.sh`")),
                "the rounds' fresh agents get the house rules too");
        assertTrue(run("sh check-guide.sh").passed());
        assertTrue(Files.readString(workspace.resolve("notes/guide.md")).contains("## Ralph runs"));

        Duration took = Duration.ofNanos(System.nanoTime() - started);
        System.out.printf("offline demo: tour, goal (2 rounds) and Ralph run (3 rounds) in %.1f s%n",
                took.toMillis() / 1000.0);
        assertTrue(took.toSeconds() < 40, "the whole demo should take well under a minute: " + took);
    }

    @Test
    void inWordsTheModelCreatesTheGoalAndStartsTheRalphRunWithItsTools() throws Exception {
        TurnResult asked = turn("Please work on the goal: make the greeting test pass");
        assertEquals(TurnOutcome.Kind.COMPLETED, asked.outcome().kind());
        awaitIdle();
        GoalView goal = services.goal().view(session);
        assertEquals("make the greeting test pass", goal.goal().objective());
        assertEquals(GoalPhase.COMPLETE, goal.goal().phase());
        assertEquals("verifier passed", goal.goal().completion().certifiedBy());
        assertTrue(model.requests().stream().anyMatch(r -> r.lastUserText().contains(REFUSED)));

        TurnResult ralph = turn("Start a Ralph run to write the demo guide in notes/guide.md");
        assertEquals(TurnOutcome.Kind.COMPLETED, ralph.outcome().kind());
        List<RunView> runs = services.ralph().runs(session);
        assertEquals(1, runs.size());
        assertEquals("write the demo guide in notes/guide.md", runs.get(0).objective());
        assertEquals(5, runs.get(0).maxRounds());
        assertEquals(RalphOutcome.COMPLETE, runs.get(0).result().outcome());
        assertTrue(lastAnswer().contains("ended **complete** after 3 rounds"), lastAnswer());
    }

    @Test
    void aSecondRalphRunInTheSameWorkspaceAlsoEndsAndAnythingElseGetsTheFallback() throws Exception {
        for (int i = 0; i < 2; i++) {
            List<RalphRun> runs = new CopyOnWriteArrayList<>();
            try (AutoCloseable ignored = services.ralph().onRunStarted(runs::add)) {
                services.harness().input(session, "/ralph write the demo guide in notes/guide.md");
            }
            assertEquals(RalphOutcome.COMPLETE, runs.get(0).result().get(60, TimeUnit.SECONDS).outcome());
        }
        turn("What is the weather like?");
        assertTrue(lastAnswer().startsWith("I am the offline demo model and only know a few scripted steps"));
    }

    private TurnResult turn(String text) throws Exception {
        Harness.Input input = services.harness().input(session, text);
        return ((Harness.Input.TurnQueued) input).turn().get(30, TimeUnit.SECONDS);
    }

    private void awaitIdle() throws InterruptedException {
        Agent agent = services.harness().open(session);
        assertTrue(agent.awaitIdle(60_000), "the demo session did not become idle");
    }

    /** The text of the last assistant message in the session's log. */
    private String lastAnswer() {
        List<String> texts = services.store().open(session).events().stream().map(e -> e.event())
                .filter(dev.ralphdesk.core.session.event.AssistantMessage.class::isInstance)
                .map(e -> ((dev.ralphdesk.core.session.event.AssistantMessage) e).text()).toList();
        assertNotNull(texts);
        return texts.isEmpty() ? "" : texts.get(texts.size() - 1);
    }

    private CommandOutcome run(String command) {
        return new BashCommandRunner().run(workspace, command, Duration.ofSeconds(10),
                dev.ralphdesk.core.cancel.CancellationToken.none());
    }
}
