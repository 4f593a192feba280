package dev.ralphdesk.app.ui.ralph;

import static dev.ralphdesk.app.ui.Answers.passingCheck;
import static dev.ralphdesk.app.ui.Answers.report;
import static dev.ralphdesk.app.ui.Answers.stalled;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.ui.ManualFrameClock;
import dev.ralphdesk.app.ui.Message;
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
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.service.RalphRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run the app stopped in shows "interrupted" after a restart, and Resume run finishes it — never by itself. */
class InterruptedRunTest {
    @TempDir
    Path dir;
    private final ManualFrameClock clock = new ManualFrameClock();

    private AppServices compose(ScriptedResponse... answers) {
        return Composition.compose(new ScriptedProvider(ScriptedScenario.of(List.of(answers))),
                Composition.sqlite(new DataFolder(dir.resolve("data"), "test")), HarnessOptions.defaults(),
                new EventBus());
    }

    @Test
    void resumeRunOnAnInterruptedRunStartsAFreshRoundAndEndsIt() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        SessionId session;
        try (AppServices first = compose(stalled(report("continue", "never sent", List.of(), List.of("x")), 30_000))) {
            session = first.store().create(NewSession.chat("interrupted", workspace)).id();
            first.ralph().start(session, RalphRequest.of("finish the docs").withMaxRounds(4));
            waitFor(() -> first.ralph().runs(session).stream().anyMatch(r -> !r.rounds().isEmpty()));
        }

        passingCheck(workspace);
        try (AppServices second = compose(runCheck(),
                report("complete", "docs finished", List.of("`sh check.sh` exited 0"), List.of()), ScriptedResponse.text("ok"));
                RalphTimelineViewModel timeline = new RalphTimelineViewModel(second.ralph(),
                        new CurrentThreadUiExecutor(), clock, new RoundFigures(second.store(),
                                new GitCheckpoints(System.getenv(), GitCheckpoints.TIMEOUT),
                                new CurrentThreadUiExecutor()))) {
            timeline.attach(session);
            TimelineRow.RunRow run = (TimelineRow.RunRow) timeline.rows().get(0);
            assertEquals(RunState.INTERRUPTED, run.run().state());
            assertTrue(Texts.of("en").format(run.outcome()).startsWith("interrupted: "), run.outcome().toString());
            assertEquals(0, ((ScriptedProvider) second.harness().provider()).requests().size(), "nothing resumed itself");

            timeline.select(run.runId());
            assertEquals(new RunActions(false, true), timeline.actions().get());
            timeline.resume();

            waitFor(() -> {
                clock.tick();
                return timeline.rows().get(0) instanceof TimelineRow.RunRow r && r.run().state().label().equals("complete");
            });
            assertEquals(RunActions.NONE, timeline.actions().get());
            assertEquals(Message.NONE, timeline.error().get());
        }
    }

    private static void waitFor(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 20_000;
        while (!condition.getAsBoolean()) {
            assertTrue(System.currentTimeMillis() < deadline, "timed out");
            Thread.sleep(20);
        }
    }
}
