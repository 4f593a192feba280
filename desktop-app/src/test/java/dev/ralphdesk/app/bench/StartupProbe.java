package dev.ralphdesk.app.bench;

import dev.ralphdesk.app.ui.DesktopApp;
import dev.ralphdesk.app.ui.UiBoot;
import dev.ralphdesk.app.ui.WindowShowProbe;
import dev.ralphdesk.app.ui.view.FirstFramePreload;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The child JVM of {@link StartupBenchmarkIT}: opens the real window the way {@code Launcher} does
 * (DesktopApp.launch with an environment whose HOME is a fresh folder: a first offline run, so the
 * demo workspace is copied and the demo session opened), then prints, in milliseconds after the
 * JVM started: the toolkit up ({@code launched}: DesktopApp.launch returns once it is), the window shown,
 * its first pulse after showing, the first pulse at which the window is usable — the demo session is open
 * in the composer and its Send button is enabled — and the services composed (their thread's end); with
 * {@code -Dprobe.cpu=true} also the FX thread's CPU to usable and the CPU of each live thread of the process.
 */
public final class StartupProbe {
    private StartupProbe() {
    }

    /**
     * What DesktopApp.launch does before the window, timed step by step: the services (UiBoot:
     * settings, provider, SQLite store, plugins, demo workspace and session), then the toolkit.
     */
    private static void breakdown(Map<String, String> env, long jvmStart, long main) {
        UiBoot boot = UiBoot.start(env);
        long composed = System.currentTimeMillis();
        Platform.startup(() -> { });
        long toolkit = System.currentTimeMillis();
        System.out.printf("STARTUP-BREAKDOWN main=%d uiBoot=%d toolkit=%d demo=%s%n", main - jvmStart,
                composed - main, toolkit - composed, boot.demoSession().isPresent());
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }

    /**
     * The FX thread's share alone, free of the race between the toolkit and the services: composes the
     * services, starts the toolkit (no warm-up) and the first frame's preload, then builds and shows the
     * window on the FX thread and prints that thread's CPU (ms) for building and showing it, to its first
     * pulse and to usable, and a census of the scene's nodes and matched rules at usable; then the phases
     * from the JVM's start — services composed, toolkit ready, window shown, first frame — each with its
     * wall time and the CPU of every thread of the process in it ({@link ThreadCpu}).
     */
    private static void window(Map<String, String> env, long jvmStart) {
        Phases phases = new Phases(jvmStart);
        UiBoot boot = UiBoot.start(env);
        phases.end("composed");
        Platform.startup(() -> { });
        phases.end("toolkit");
        FirstFramePreload.start(); // as DesktopApp.launch does once the toolkit is up
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Platform.runLater(() -> {
            StackSampler sampler = Boolean.getBoolean("probe.sample") ? new StackSampler(Thread.currentThread()) : null;
            long before = threads.getCurrentThreadCpuTime();
            Stage stage = new Stage();
            WindowShowProbe.show(boot, stage);
            long shown = threads.getCurrentThreadCpuTime();
            phases.end("shown");
            new AnimationTimer() {
                private int pulses;
                private long firstFrame;

                @Override
                public void handle(long now) {
                    long cpu = threads.getCurrentThreadCpuTime();
                    if (++pulses == 1) {
                        return; // the first pulse after showing starts: its CSS, layout and frame follow
                    }
                    if (firstFrame == 0) {
                        firstFrame = cpu;
                        phases.end("firstFrame");
                    }
                    Node send = stage.getScene().lookup("#composer-send");
                    if (send != null && !send.isDisabled()) {
                        stop();
                        String samples = sampler == null ? "" : sampler.stop(150);
                        System.out.printf("STARTUP-WINDOW showCpu=%d firstFrameCpu=%d usableCpu=%d %s%n",
                                (shown - before) / 1_000_000, (firstFrame - before) / 1_000_000,
                                (cpu - before) / 1_000_000, SceneCensus.of(stage.getScene()));
                        System.out.println("STARTUP-PHASES " + phases);
                        SceneDump.to(System.getProperty("probe.dump"), stage.getScene());
                        if (sampler != null) {
                            System.out.println("STARTUP-SAMPLES " + samples);
                        }
                        System.out.flush();
                        Runtime.getRuntime().halt(0);
                    }
                }
            }.start();
        });
    }

    /** Phases of a start: each one's end in ms after the JVM's start and the CPU per thread in it. */
    private static final class Phases {
        private final long jvmStart;
        private final StringBuilder line = new StringBuilder();
        private Map<String, Long> cpu = Map.of();
        private long last;

        Phases(long jvmStart) {
            this.jvmStart = jvmStart;
            this.last = jvmStart;
        }

        void end(String phase) {
            long at = System.currentTimeMillis();
            Map<String, Long> now = ThreadCpu.now();
            line.append(line.length() == 0 ? "" : " | ").append(phase).append(" @").append(at - jvmStart)
                    .append(" +").append(at - last).append(" ms ").append(ThreadCpu.between(cpu, now));
            cpu = now;
            last = at;
        }

        @Override
        public String toString() {
            return line.toString();
        }
    }

    public static void main(String[] args) {
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        long main = System.currentTimeMillis();
        Map<String, String> env = Map.of("HOME", args[0], "PATH", System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
        if (args.length > 1 && args[1].equals("breakdown")) {
            breakdown(env, jvmStart, main);
            return;
        }
        if (args.length > 1 && args[1].equals("window")) {
            window(env, jvmStart);
            return;
        }
        ThreadEnd composed = ThreadEnd.of("ralph-desk-start-up");
        DesktopApp.launch(env); // returns once the toolkit is up; the services are composed on their own thread
        long launched = System.currentTimeMillis();
        // the window is built once the services are composed: watch each pulse for it, then for Send
        Platform.runLater(() -> new AnimationTimer() {
            private long shown;
            private long firstPulse;

            @Override
            public void handle(long now) {
                long at = System.currentTimeMillis();
                Window window = Window.getWindows().stream().filter(Window::isShowing).findFirst().orElse(null);
                if (window == null) {
                    if (at - launched > 30_000) {
                        System.out.println("STARTUP failed: no window is showing");
                        Runtime.getRuntime().halt(1);
                    }
                    return;
                }
                if (shown == 0) {
                    shown = at;
                    return;
                }
                if (firstPulse == 0) {
                    firstPulse = at;
                }
                Node send = window.getScene().lookup("#composer-send");
                if (send != null && !send.isDisabled()) {
                    stop();
                    System.out.printf("STARTUP main=%d launched=%d shown=%d firstPulse=%d usable=%d composed=%d%n",
                            main - jvmStart, launched - jvmStart, shown - jvmStart, firstPulse - jvmStart,
                            at - jvmStart, composed.endedAt() - jvmStart);
                    if (Boolean.getBoolean("probe.cpu")) { // not in a training start: it would list their classes
                        long fxCpu = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() / 1_000_000;
                        System.out.printf("STARTUP-CPU fxCpu=%d %s%n", fxCpu,
                                ThreadCpu.between(Map.of(), ThreadCpu.now()));
                    }
                    System.out.flush();
                    Runtime.getRuntime().halt(0);
                } else if (at - shown > 30_000) {
                    System.out.println("STARTUP failed: the window did not become usable within 30 s");
                    Runtime.getRuntime().halt(1);
                }
            }
        }.start());
    }
}
