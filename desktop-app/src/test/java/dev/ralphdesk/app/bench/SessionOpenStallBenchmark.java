package dev.ralphdesk.app.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The FX thread while a session of 100k events (realistic records, SQLite data folder) opens in the
 * real main window: the log is read and folded in the background, the FX thread swaps the rows in.
 * An AnimationTimer records the gaps between pulses and a probe thread how long a
 * {@code Platform.runLater} task waits, from the click until the transcript shows the session;
 * the longest of each is the stall a person would feel. Headless (Monocle, software rendering).
 */
@Tag("bench")
class SessionOpenStallBenchmark {
    private static final int EVENTS = 100_000;
    @TempDir
    Path dir;

    @Test
    void openAHundredThousandEventSessionInTheWindow() throws Exception {
        DataFolder folder = new DataFolder(dir.resolve("data"), "bench");
        SessionId id = write(folder, dir);
        Stage stage = FxToolkit.registerPrimaryStage();
        try (AppServices services = Composition.compose(new ScriptedProvider(ScriptedScenario.of(List.of())),
                Composition.sqlite(folder), HarnessOptions.defaults(), new EventBus())) {
            WorkbenchViewModel workbench = WaitForAsyncUtils.asyncFx(() -> BenchWindow.show(services, stage, dir))
                    .get(30, TimeUnit.SECONDS);
            WaitForAsyncUtils.waitForFxEvents();
            Samples pulses = new Samples(100_000);
            Samples waits = new Samples(100_000);
            AnimationTimer timer = new AnimationTimer() {
                private long last;

                @Override
                public void handle(long now) {
                    long at = System.nanoTime();
                    if (last != 0) {
                        pulses.add(at - last);
                    }
                    last = at;
                }
            };
            AtomicBoolean probing = new AtomicBoolean(true);
            Thread probe = new Thread(() -> {
                while (probing.get()) {
                    long sent = System.nanoTime();
                    Platform.runLater(() -> waits.add(System.nanoTime() - sent));
                    LockSupport.parkNanos(5_000_000);
                }
            }, "stall-probe");
            WaitForAsyncUtils.asyncFx(timer::start).get();
            probe.start();
            FxThreadProfile profile = Boolean.getBoolean("bench.profile") ? new FxThreadProfile() : null;
            if (profile != null) {
                profile.start();
            }
            long gcBefore = Figures.gcMillis();
            pulses.recording = true;
            waits.recording = true;
            long start = System.nanoTime();
            WaitForAsyncUtils.asyncFx(() -> workbench.open(id)).get();
            long clicked = System.nanoTime();
            while (!shown(workbench)) {
                assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(120), "the session did not open");
                Thread.sleep(5);
            }
            long opened = System.nanoTime();
            Thread.sleep(200); // the pulses right after the swap (layout of the new rows) count too
            pulses.recording = false;
            waits.recording = false;
            long gc = Figures.gcMillis() - gcBefore;
            if (profile != null) {
                profile.stopAndPrint();
            }
            probing.set(false);
            probe.join();
            WaitForAsyncUtils.asyncFx(timer::stop).get();
            int rows = WaitForAsyncUtils.asyncFx(() -> workbench.transcript().rows().size()).get();
            long[] gaps = pulses.values();
            long[] queued = waits.values();
            Figures.print("open a %,d-event session in the window (%,d rows; SQLite; Monocle headless, prism sw): "
                    + "shown after %.2f s (open() itself %.1f ms on the FX thread); FX stall meanwhile: pulse gap "
                    + "p50 %.1f ms, p99 %.1f ms, max %.1f ms (%d pulses); runLater wait p99 %.1f ms, max %.1f ms; "
                    + "GC pauses meanwhile %d ms",
                    EVENTS, rows, (opened - start) / 1e9, (clicked - start) / 1e6,
                    Figures.percentileMillis(gaps, 50), Figures.percentileMillis(gaps, 99), Figures.maxMillis(gaps),
                    gaps.length, Figures.percentileMillis(queued, 99), Figures.maxMillis(queued), gc);
            assertTrue(rows > 0);
            WaitForAsyncUtils.asyncFx(() -> {
                workbench.close();
                stage.hide();
            }).get();
        }
    }


    private static boolean shown(WorkbenchViewModel workbench) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> !workbench.transcript().loading().get()
                && !workbench.transcript().rows().isEmpty()).get();
    }

    private static SessionId write(DataFolder folder, Path workspace) {
        RealisticTurns turns = new RealisticTurns();
        try (SqliteSessionStore store = SqliteSessionStore.open(folder, EventCatalog.withCoreTypes(),
                SqliteOptions.defaults().withSynchronous(SqliteOptions.Synchronous.NORMAL))) {
            SessionId id = store.create(NewSession.chat("100k events", workspace)).id();
            for (int turn = 1; store.info(id).orElseThrow().lastSeq() < EVENTS; turn++) {
                turns.turn(turn).forEach(e -> store.append(id, e));
            }
            return id;
        }
    }
}
