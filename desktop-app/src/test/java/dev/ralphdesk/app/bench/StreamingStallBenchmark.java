package dev.ralphdesk.app.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
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
 * Streaming into the UI (DESIGN §11): 2,000 tokens/s into a 10,000-message transcript, FX-thread
 * stalls p99 < 50 ms. The real main window on the real composition (in-memory log): MainWindow,
 * WorkbenchViewModel with the goal and Ralph services, EventBridge on the
 * pulse clock, TranscriptViewModel, the virtualized TranscriptView) shows a session of 10,000
 * messages; a background thread publishes agent events on the harness's bus as a model streaming
 * at 2,000 tokens/s would (turns of 400 tokens, each finished with its full message, which the
 * view renders as Markdown). On the FX thread an AnimationTimer records the gap between pulses and
 * the FX thread's CPU time between pulses (what the work costs, whatever else runs on the machine),
 * and a probe thread measures how long a {@code Platform.runLater} task waits every 5 ms. Headless
 * (Monocle, software rendering), so rendering is on the CPU.
 */
@Tag("bench")
class StreamingStallBenchmark {
    private static final int MESSAGES = 10_000;
    private static final int TOKENS_PER_SECOND = 2_000;
    private static final int TOKENS_PER_TURN = 400;
    private static final long WARM_UP_NANOS = TimeUnit.SECONDS.toNanos(3);
    private static final long MEASURE_NANOS = TimeUnit.SECONDS.toNanos(10);
    private static final String[] WORDS = {"the", "build", "test", "fails", "because", "class", "method", "returns",
        "null", "when", "config", "path", "is", "missing", "fix", "`Parser`", "**now**", "passes", "we", "run"};

    @TempDir
    Path dir;

    @Test
    void stream2000TokensPerSecondIntoATenThousandMessageTranscript() throws Exception {
        Stage stage = FxToolkit.registerPrimaryStage();
        try (AppServices t = Composition.compose(new ScriptedProvider(ScriptedScenario.of(List.of())),
                InMemorySessionStore::new, HarnessOptions.defaults(), new EventBus())) {
            SessionId id = t.store().create(NewSession.chat("10,000 messages", dir)).id();
            Random random = new Random(7);
            for (int i = 0; i < MESSAGES / 2; i++) {
                String turn = "old-" + i;
                t.store().append(id, new TurnStarted(turn, InputOrigin.human()));
                t.store().append(id, new UserMessage(turn, words(random, 40), InputOrigin.human()));
                t.store().append(id, new AssistantMessage(turn, 1, words(random, 120), null, List.of()));
                t.store().append(id, new TurnFinished(turn, TurnOutcome.completed(), 1));
            }
            WorkbenchViewModel workbench = WaitForAsyncUtils.asyncFx(() -> BenchWindow.show(t, stage, dir)).get(30, TimeUnit.SECONDS);
            WaitForAsyncUtils.asyncFx(() -> workbench.open(id)).get();
            waitFor(() -> rows(workbench) >= MESSAGES, 60);

            Samples pulses = new Samples(20_000);
            Samples busy = new Samples(20_000);
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            Samples waits = new Samples(20_000);
            AnimationTimer timer = new AnimationTimer() {
                private long last;
                private long lastCpu;

                @Override
                public void handle(long now) {
                    long at = System.nanoTime();
                    long cpu = threads.getCurrentThreadCpuTime();
                    if (last != 0) {
                        pulses.add(at - last);
                        busy.add(cpu - lastCpu);
                    }
                    last = at;
                    lastCpu = cpu;
                }
            };
            WaitForAsyncUtils.asyncFx(timer::start).get();
            AtomicBoolean streaming = new AtomicBoolean(true);
            Thread probe = new Thread(() -> {
                while (streaming.get()) {
                    long sent = System.nanoTime();
                    Platform.runLater(() -> waits.add(System.nanoTime() - sent));
                    LockSupport.parkNanos(5_000_000);
                }
            }, "stall-probe");
            Streamer streamer = new Streamer(t.harness().store(), t.harness().events(), id);
            FxThreadProfile profile = Boolean.getBoolean("bench.profile") ? new FxThreadProfile() : null;
            probe.start();
            long start = System.nanoTime();
            streamer.streamUntil(start + WARM_UP_NANOS);
            pulses.recording = true;
            busy.recording = true;
            waits.recording = true;
            if (profile != null) {
                profile.start();
            }
            long gcBefore = Figures.gcMillis();
            long gcCountBefore = gcCount();
            long tokensBefore = streamer.tokens;
            long measureStart = System.nanoTime();
            streamer.streamUntil(measureStart + MEASURE_NANOS);
            double seconds = (System.nanoTime() - measureStart) / 1e9;
            long gc = Figures.gcMillis() - gcBefore;
            long gcs = gcCount() - gcCountBefore;
            pulses.recording = false;
            busy.recording = false;
            waits.recording = false;
            streaming.set(false);
            if (profile != null) {
                profile.stopAndPrint();
            }
            probe.join();
            streamer.finishTurn();
            WaitForAsyncUtils.asyncFx(timer::stop).get();
            long[] gaps = pulses.values();
            long[] queued = waits.values();
            long[] cpu = busy.values();
            double p99 = Figures.percentileMillis(gaps, 99);
            Figures.print("stream %,.0f tokens/s for %.1f s into a %,d-message transcript (%d new messages, "
                    + "Monocle headless, prism sw): FX pulse gap p50 %.1f ms, p99 %.1f ms, max %.1f ms (%d pulses); "
                    + "runLater wait p50 %.1f ms, p99 %.1f ms, max %.1f ms — stall p99 budget < 50 ms: %s; "
                    + "FX-thread CPU per pulse p50 %.1f ms, p99 %.1f ms, max %.1f ms (stolen and shared CPU on a loaded "
                    + "machine shows in it too); %d GC pauses, %d ms in all",
                    (streamer.tokens - tokensBefore) / seconds, seconds, MESSAGES, 2 * streamer.turns,
                    Figures.percentileMillis(gaps, 50), p99, Figures.maxMillis(gaps), gaps.length,
                    Figures.percentileMillis(queued, 50), Figures.percentileMillis(queued, 99),
                    Figures.maxMillis(queued), p99 < 50 ? "within" : "OVER", Figures.percentileMillis(cpu, 50),
                    Figures.percentileMillis(cpu, 99), Figures.maxMillis(cpu), gcs, gc);
            int expectedRows = MESSAGES + 2 * streamer.turns;
            waitFor(() -> rows(workbench) >= expectedRows && lastComplete(workbench), 60);
            WaitForAsyncUtils.asyncFx(() -> {
                workbench.close();
                stage.hide();
            }).get();
        }
    }


    private static long gcCount() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionCount).sum();
    }

    private static boolean lastComplete(WorkbenchViewModel workbench) {
        try {
            return WaitForAsyncUtils.asyncFx(() -> {
                List<TranscriptRow> rows = workbench.transcript().rows();
                return rows.get(rows.size() - 1) instanceof TranscriptRow.AssistantRow a && a.complete();
            }).get();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static int rows(WorkbenchViewModel workbench) {
        try {
            return WaitForAsyncUtils.asyncFx(() -> workbench.transcript().rows().size()).get();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static void waitFor(java.util.function.BooleanSupplier condition, int seconds) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < end, "timed out after " + seconds + " s");
            Thread.sleep(50);
        }
    }

    static String words(Random random, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append(i == 0 ? "" : i % 25 == 0 ? "\n\n" : " ").append(WORDS[random.nextInt(WORDS.length)]);
        }
        return text.toString();
    }

    /**
     * Records and publishes a session's events as an agent whose model streams at
     * {@link #TOKENS_PER_SECOND} would, on this thread: each turn's start and input, its deltas, its message
     * and end.
     */
    private static final class Streamer {
        private final SessionStore store;
        private final EventBus bus;
        private final SessionId session;
        private final Random random = new Random(11);
        private final StringBuilder text = new StringBuilder();
        private long started = -1;
        private String turn;
        long tokens;
        int turns;

        private long lastSeq;

        Streamer(SessionStore store, EventBus bus, SessionId session) {
            this.store = store;
            this.bus = bus;
            this.session = session;
        }

        void streamUntil(long endNanos) {
            if (started < 0) {
                started = System.nanoTime();
            }
            long now;
            while ((now = System.nanoTime()) < endNanos) {
                long due = (now - started) * TOKENS_PER_SECOND / 1_000_000_000L;
                while (tokens < due) {
                    token();
                }
                LockSupport.parkNanos(500_000);
            }
        }

        private void token() {
            if (turn == null) {
                turn = "live-" + turns;
                turns++;
                store.append(session, new TurnStarted(turn, InputOrigin.human()));
                lastSeq = store.append(session, new UserMessage(turn, "question " + turns, InputOrigin.human())).seq();
            }
            String word = (text.length() == 0 ? "" : tokens % 30 == 0 ? "\n\n" : " ")
                    + WORDS[random.nextInt(WORDS.length)];
            text.append(word);
            bus.publish(new AgentEvent.TextDelta(session, lastSeq, turn, 1, word));
            tokens++;
            if (tokens % TOKENS_PER_TURN == 0) {
                finishTurn();
            }
        }

        void finishTurn() {
            if (turn == null) {
                return;
            }
            store.append(session, new AssistantMessage(turn, 1, text.toString(), null, List.of()));
            store.append(session, new TurnFinished(turn, TurnOutcome.completed(), 1));
            text.setLength(0);
            turn = null;
        }
    }
}
