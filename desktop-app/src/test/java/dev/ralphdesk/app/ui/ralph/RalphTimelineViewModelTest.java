package dev.ralphdesk.app.ui.ralph;

import static dev.ralphdesk.app.ui.Answers.passingCheck;
import static dev.ralphdesk.app.ui.Answers.report;
import static dev.ralphdesk.app.ui.Answers.stalled;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.ui.ManualFrameClock;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.bridge.CurrentThreadUiExecutor;
import dev.ralphdesk.app.ui.checkpoint.RoundFigures;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The timeline's view model without a stage, over the real Ralph service: rows appear live, then the outcome. */
class RalphTimelineViewModelTest {
    private static final Texts EN = Texts.of("en");
    @TempDir
    Path workspace;
    private AppServices services;
    private RalphTimelineViewModel timeline;
    private final ManualFrameClock clock = new ManualFrameClock();

    @AfterEach
    void close() {
        timeline.close();
        services.close();
    }

    private SessionId compose(ScriptedResponse... answers) throws java.io.IOException {
        passingCheck(workspace);
        services = Composition.compose(new ScriptedProvider(ScriptedScenario.of(List.of(answers))),
                InMemorySessionStore::new, HarnessOptions.defaults(), new EventBus());
        CurrentThreadUiExecutor ui = new CurrentThreadUiExecutor();
        timeline = new RalphTimelineViewModel(services.ralph(), ui, clock, new RoundFigures(services.store(),
                new GitCheckpoints(System.getenv(), GitCheckpoints.TIMEOUT), ui));
        return services.store().create(NewSession.chat("timeline", workspace)).id();
    }

    @Test
    void aRunShowsItsRunningRoundLiveThenEachReportAndTheOutcome() throws Exception {
        SessionId session = compose(
                stalled(report("continue", "wrote the first half", List.of(), List.of("write the second half")), 600),
                ScriptedResponse.text("ok"),
                runCheck(), report("complete", "both halves written", List.of("`sh check.sh` exited 0"), List.of()),
                ScriptedResponse.text("ok"));
        timeline.attach(session);
        RalphRun run = services.ralph().start(session, RalphRequest.of("write both halves").withMaxRounds(3));

        frameUntil(() -> timeline.rows().size() == 2 && timeline.rows().get(1) instanceof TimelineRow.RoundRow r
                && r.running());
        assertEquals("running", ((TimelineRow.RunRow) timeline.rows().get(0)).chipId());
        assertEquals("Round 1 / 3", EN.format(((TimelineRow.RoundRow) timeline.rows().get(1)).title()));

        run.result().get(30, TimeUnit.SECONDS);
        frameUntil(() -> timeline.rows().get(0) instanceof TimelineRow.RunRow r && r.run().state().finished());
        TimelineRow.RunRow header = (TimelineRow.RunRow) timeline.rows().get(0);
        assertEquals("complete", header.chipId());
        String outcome = EN.format(header.outcome());
        assertTrue(outcome.startsWith("complete · certified by "), outcome);
        assertEquals(List.of("continue", "complete"), timeline.rows().stream().skip(1)
                .map(TimelineRow::chipId).toList());
        TimelineRow.RoundRow second = (TimelineRow.RoundRow) timeline.rows().get(2);
        assertEquals(List.of("`sh check.sh` exited 0"), second.evidence());
        assertTrue(EN.format(second.verifier()).startsWith("verifier sh check.sh: passed"), EN.format(second.verifier()));
        assertEquals(1, timeline.runs().size());

        timeline.select(run.runId());
        assertEquals(RunActions.NONE, timeline.actions().get(), "a finished run offers neither cancel nor resume");
    }

    @Test
    void reopeningShowsTheRunsFromTheLogLatestFirst() throws Exception {
        SessionId session = compose(report("continue", "a", List.of(), List.of("b")), ScriptedResponse.text("ok"),
                report("continue", "b", List.of(), List.of("c")), ScriptedResponse.text("ok"));
        services.ralph().start(session, RalphRequest.of("first").withMaxRounds(1)).result().get(30, TimeUnit.SECONDS);
        services.ralph().start(session, RalphRequest.of("second").withMaxRounds(1)).result().get(30, TimeUnit.SECONDS);

        timeline.attach(session);
        clock.tick();
        assertEquals(List.of("second", "first"), timeline.rows().stream()
                .filter(TimelineRow.RunRow.class::isInstance).map(r -> ((TimelineRow.RunRow) r).run().objective())
                .toList());
        assertEquals("budget-limited", ((TimelineRow.RunRow) timeline.rows().get(0)).chipId());
    }

    @Test
    void withoutGitAFinishedRoundKeepsItsChangedFilesAndSaysWhy() throws Exception {
        SessionId session = compose(write("notes.txt", "one\n"),
                report("continue", "wrote notes", List.of(), List.of("more notes")), ScriptedResponse.text("ok"));
        timeline.attach(session);
        services.ralph().start(session, RalphRequest.of("write notes").withMaxRounds(1)).result()
                .get(30, TimeUnit.SECONDS);

        frameUntil(() -> timeline.rows().size() == 2 && timeline.rows().get(1) instanceof TimelineRow.RoundRow round
                && round.changes() != null);
        TimelineRow.RoundRow round = (TimelineRow.RoundRow) timeline.rows().get(1);
        assertFalse(round.checkpointed());
        assertEquals("No checkpoint: " + workspace + " is not in a git repository", EN.format(round.changesLine()));
        assertEquals(List.of("notes.txt"), round.filesChanged());
        assertTrue(EN.format(round.figures()).endsWith("1 file changed"), EN.format(round.figures()));
    }

    private void frameUntil(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 20_000;
        while (true) {
            clock.tick();
            if (condition.getAsBoolean()) {
                return;
            }
            assertTrue(System.currentTimeMillis() < deadline, "timed out; rows: " + timeline.rows());
            Thread.sleep(20);
        }
    }
}
