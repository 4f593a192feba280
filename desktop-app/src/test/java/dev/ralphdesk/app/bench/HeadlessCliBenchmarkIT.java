package dev.ralphdesk.app.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.bench.CliProcess.Watch;
import dev.ralphdesk.core.session.SessionId;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The headless budgets of DESIGN §11, measured the way a script meets them: {@code ./ralph-desk} on
 * the laid-out application (a fresh JVM with the launcher's options, its class-data archive) against
 * a local OpenAI-compatible mock that answers each request after 35 ms, on a SQLite data folder, with
 * real shell tools. (1) One turn of 30 {@code shell} steps ({@code echo step N}), in the default
 * sandbox and with {@code "sandbox": "off"}: harness overhead (wall minus the mock's delays) per step,
 * start-up and exit included; spawn to first request; last answer to exit; peak RSS. (2) Start-up:
 * a turn of no tool step (spawn to first request, last answer to exit), {@code --version} and
 * {@code sessions list} (spawn to exit); the same turn to an {@code https} endpoint, as hosted providers are.
 * (3) Resuming sessions of 10k to 1M records from their
 * checkpoints: spawn to the next request, peak RSS. Runs of the variants alternate; figures are medians.
 * Times come from runs started alone, peak RSS from runs of their own under GNU time ({@link CliProcess}).
 */
@Tag("bench")
class HeadlessCliBenchmarkIT {
    private static final int STEPS = 30;
    private static final int RUNS = 5;
    private static final Duration MODEL_DELAY = Duration.ofMillis(35);
    private static final String MESSAGE = "run the steps";
    @TempDir
    Path dir;

    /** One command first, untimed: it puts SQLite's native library into the cache folder all runs share. */
    @BeforeEach
    void fillTheCacheFolder() throws Exception {
        Path home = Files.createDirectories(dir.resolve("first"));
        assertEquals(0, CliProcess.run(home, env(home), List.of("sessions", "list")).exitCode());
    }

    /**
     * The figures of one turn; {@code stepMicros}: the median time from an answer's end to the next
     * request's arrival — a step's own cost, without start-up and exit.
     */
    private record Turn(long wallMillis, long firstRequestMillis, long exitMillis, long peakRssKib, long stepMicros) {
        double overheadPerStep(int steps) {
            return (wallMillis - (steps + 1) * MODEL_DELAY.toMillis()) / (double) Math.max(1, steps);
        }
    }

    @Test
    void aHeadlessTurnOfThirtyShellSteps() throws Exception {
        List<Turn> sandboxed = new ArrayList<>();
        List<Turn> unsandboxed = new ArrayList<>();
        List<Long> sandboxedPeaks = new ArrayList<>();
        List<Long> unsandboxedPeaks = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            sandboxed.add(turn("steps-" + run, STEPS, false, Watch.TIMES));
            unsandboxed.add(turn("steps-off-" + run, STEPS, true, Watch.TIMES));
            sandboxedPeaks.add(turn("steps-rss-" + run, STEPS, false, Watch.PEAK_RSS).peakRssKib());
            unsandboxedPeaks.add(turn("steps-off-rss-" + run, STEPS, true, Watch.PEAK_RSS).peakRssKib());
        }
        printTurn("default sandbox (bubblewrap)", sandboxed, median(sandboxedPeaks));
        printTurn("\"sandbox\": \"off\"", unsandboxed, median(unsandboxedPeaks));
    }

    @Test
    void startUpAndExit() throws Exception {
        List<Turn> turns = new ArrayList<>();
        List<Long> version = new ArrayList<>();
        List<Long> list = new ArrayList<>();
        List<Long> rss = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            turns.add(turn("start-" + run, 0, false, Watch.TIMES));
            Path home = dir.resolve("start-" + run);
            CliProcess.Result shown = CliProcess.run(home, env(home), List.of("--version"));
            assertEquals(0, shown.exitCode(), shown.output());
            version.add(shown.wallMillis());
            CliProcess.Result listed = CliProcess.run(home, env(home), List.of("sessions", "list"));
            assertEquals(0, listed.exitCode(), listed.output());
            assertTrue(listed.output().contains(MESSAGE), listed.output());
            list.add(listed.wallMillis());
            rss.add(CliProcess.run(home, env(home), List.of("sessions", "list"), Watch.PEAK_RSS).peakRssKib());
        }
        Turn turn = medianTurn(turns);
        Figures.print("start-up and exit (fresh JVM through ./ralph-desk, medians of %d runs): a turn of no tool step "
                + "against the mock (35 ms): spawn -> first model request %d ms (budget <= 350): %s (all: %s); last "
                + "answer -> exit %d ms (budget <= 50): %s (all: %s); `--version` spawn -> exit %d ms (all: %s); "
                + "`sessions list` spawn -> exit %d ms (all: %s), peak RSS %.0f MiB", RUNS, turn.firstRequestMillis(),
                within(turn.firstRequestMillis() <= 350), turns.stream().map(Turn::firstRequestMillis).toList(),
                turn.exitMillis(), within(turn.exitMillis() <= 50), turns.stream().map(Turn::exitMillis).toList(),
                median(version), version, median(list), list, median(rss) / 1024.0);
    }

    /**
     * Start-up to an {@code https} endpoint, as every hosted provider is (DESIGN §11's budget is measured over
     * http): a turn of no tool step against the mock over TLS ({@link LocalTls}: the command trusts its
     * certificate through a copy of the JDK's trust store), alternating with the same turn over plain http.
     */
    @Test
    void startUpToAnHttpsEndpoint() throws Exception {
        LocalTls tls = LocalTls.make(dir);
        List<Turn> https = new ArrayList<>();
        List<Turn> http = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            https.add(turn("https-" + run, 0, false, Watch.TIMES, tls));
            http.add(turn("http-" + run, 0, false, Watch.TIMES, null));
        }
        long overTls = medianTurn(https).firstRequestMillis();
        long plain = medianTurn(http).firstRequestMillis();
        Figures.print("start-up to an https endpoint (fresh JVM through ./ralph-desk, medians of %d runs alternating "
                + "with plain http): a turn of no tool step against the mock over TLS (RSA 2048, the JDK's trust "
                + "store and the mock's certificate): spawn -> first model request %d ms (all: %s); over http %d ms "
                + "(all: %s); TLS adds %d ms", RUNS, overTls, https.stream().map(Turn::firstRequestMillis).toList(),
                plain, http.stream().map(Turn::firstRequestMillis).toList(), overTls - plain);
    }

    /**
     * Resume at 10k / 50k / 100k / 1M records ({@code -Dbench.resume.sizes=10000,100000} for others):
     * each session written by {@link BulkSession} with its checkpoint, then {@code chat --session ID}
     * runs interleaved across the sizes, and with a new session's turn (spawn -> first request: what
     * start-up alone costs at the same load); each run appends its turn and closes with a checkpoint.
     */
    @Test
    void resumeIsFlatInTheLogsLength() throws Exception {
        List<Integer> sizes = Arrays.stream(System.getProperty("bench.resume.sizes", "10000,50000,100000,1000000")
                .split(",")).map(String::strip).map(Integer::parseInt).toList();
        Map<Integer, SessionId> sessions = new java.util.LinkedHashMap<>();
        Map<Integer, List<Long>> toRequest = new java.util.LinkedHashMap<>();
        Map<Integer, List<Long>> rss = new java.util.LinkedHashMap<>();
        for (int size : sizes) {
            Path home = Files.createDirectories(dir.resolve("resume-" + size));
            long started = System.nanoTime();
            sessions.put(size, BulkSession.write(home.resolve("data"), Files.createDirectories(home.resolve("ws")), size));
            Figures.print("resume: wrote a %,d-record session in %.1f s", size, (System.nanoTime() - started) / 1e9);
            toRequest.put(size, new ArrayList<>());
            rss.put(size, new ArrayList<>());
        }
        List<Long> fresh = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            fresh.add(turn("resume-fresh-" + run, 0, false, Watch.TIMES).firstRequestMillis());
            for (int size : sizes) {
                Path home = dir.resolve("resume-" + size);
                toRequest.get(size).add(resume(home, sessions.get(size), Watch.TIMES).toRequestMillis());
                rss.get(size).add(resume(home, sessions.get(size), Watch.PEAK_RSS).peakRssKib());
            }
        }
        Figures.print("resume baseline: a new session's turn, spawn -> first request, median of %d runs %d ms (all: %s)",
                RUNS, median(fresh), fresh);
        for (int size : sizes) {
            long median = median(toRequest.get(size));
            long peak = median(rss.get(size));
            long budget = size >= 1_000_000 ? 700 : 500;
            Figures.print("resume a %,d-record session (fresh JVM through ./ralph-desk, SQLite, from its checkpoint) "
                    + "and send the next model request: spawn -> request received, median of %d runs %d ms (all: %s; "
                    + "budget <= %d at %s): %s; %+d ms against a new session's; peak RSS %.0f MiB (all: %s; budget "
                    + "<= 200): %s", size, RUNS, median, toRequest.get(size), budget, size >= 1_000_000 ? "1M" : "100k",
                    within(median <= budget), median - median(fresh),
                    peak / 1024.0, rss.get(size).stream().map(kib -> kib / 1024).toList(), within(peak / 1024.0 <= 200));
        }
    }

    /** A resumed session's run: spawn -> its request received, and peak RSS (0 for a run timed). */
    private record Resumed(long toRequestMillis, long peakRssKib) {
    }

    /** {@code chat --session} continuing a session, answered at once. */
    private Resumed resume(Path home, SessionId session, Watch watch) throws Exception {
        try (MockChatServer server = new MockChatServer(Duration.ZERO, n -> MockChatServer.text("Resumed."))) {
            CliProcess.Result result = CliProcess.run(home, env(home), List.of("chat", "--session", session.value(),
                    "--provider", "openai", "--base-url", server.base().toString(), "--model", "mock", "--approve",
                    "auto", "continue"), watch);
            assertEquals(0, result.exitCode(), result.output());
            List<MockChatServer.Arrival> arrivals = server.arrivals();
            assertEquals(1, arrivals.size());
            return new Resumed((arrivals.get(0).nanos() - result.spawnNanos()) / 1_000_000, result.peakRssKib());
        }
    }

    /** One {@code chat} turn of {@code steps} shell calls and a closing text, in a fresh home. */
    private Turn turn(String name, int steps, boolean sandboxOff, Watch watch) throws Exception {
        return turn(name, steps, sandboxOff, watch, null);
    }

    /** @param tls the mock's TLS and the command's trust store, or {@code null} for plain http */
    private Turn turn(String name, int steps, boolean sandboxOff, Watch watch, LocalTls tls) throws Exception {
        Path home = Files.createDirectories(dir.resolve(name));
        Path workspace = Files.createDirectories(home.resolve("ws"));
        if (sandboxOff) {
            Path settings = Files.createDirectories(home.resolve("config/ralph-desk")).resolve("settings.json");
            Files.writeString(settings, "{\"sandbox\": \"off\"}");
        }
        try (MockChatServer server = new MockChatServer(MODEL_DELAY, n -> n < steps
                ? MockChatServer.shellCall("call_" + n, "echo step " + (n + 1))
                : MockChatServer.text("All steps done."), tls == null ? null : tls.serverContext())) {
            Map<String, String> env = new HashMap<>(env(home));
            if (tls != null) {
                env.put("JAVA_TOOL_OPTIONS", tls.trustStoreOption());
            }
            CliProcess.Result result = CliProcess.run(home, env, List.of("chat", "--workspace",
                    workspace.toString(), "--provider", "openai", "--base-url", server.base().toString(), "--model",
                    "mock", "--approve", "auto", MESSAGE), watch);
            assertEquals(0, result.exitCode(), result.output());
            assertTrue(result.output().contains("All steps done.")
                    && (steps == 0 || result.output().contains("step " + steps)), result.output());
            List<MockChatServer.Arrival> arrivals = server.arrivals();
            assertEquals(steps + 1, arrivals.size());
            List<Long> gaps = new ArrayList<>();
            for (int step = 0; step < steps; step++) {
                gaps.add((arrivals.get(step + 1).nanos() - arrivals.get(step).repliedNanos()) / 1_000);
            }
            return new Turn(result.wallMillis(), (arrivals.get(0).nanos() - result.spawnNanos()) / 1_000_000,
                    (result.exitNanos() - arrivals.get(steps).repliedNanos()) / 1_000_000, result.peakRssKib(),
                    gaps.isEmpty() ? 0 : median(gaps));
        }
    }

    private static void printTurn(String sandbox, List<Turn> turns, long peakRssKib) {
        Turn turn = medianTurn(turns);
        double perStep = turn.overheadPerStep(STEPS);
        Figures.print("headless turn of %d shell steps, %s (fresh JVM through ./ralph-desk, SQLite, mock answering "
                + "after %d ms), medians of %d runs: wall %d ms, overhead (wall - %d x %d ms) %.0f ms = %.1f ms per "
                + "step, start-up and exit included (budget <= 30): %s (all: %s); a step alone (answer sent -> next "
                + "request) %.1f ms (all: %s); spawn -> first request %d ms; last answer -> exit %d ms; peak RSS "
                + "%.0f MiB (budget <= 120): %s", STEPS, sandbox, MODEL_DELAY.toMillis(), RUNS, turn.wallMillis(), STEPS + 1,
                MODEL_DELAY.toMillis(), perStep * STEPS, perStep, within(perStep <= 30), turns.stream().map(t ->
                        String.format("%.1f", t.overheadPerStep(STEPS))).toList(), turn.stepMicros() / 1000.0,
                turns.stream().map(t -> String.format("%.1f", t.stepMicros() / 1000.0)).toList(),
                turn.firstRequestMillis(), turn.exitMillis(), peakRssKib / 1024.0, within(peakRssKib / 1024.0 <= 120));
    }

    /** Each figure's own median (the runs' walls, first requests, exits and peaks sorted apart). */
    private static Turn medianTurn(List<Turn> turns) {
        return new Turn(median(turns.stream().map(Turn::wallMillis).toList()),
                median(turns.stream().map(Turn::firstRequestMillis).toList()),
                median(turns.stream().map(Turn::exitMillis).toList()),
                median(turns.stream().map(Turn::peakRssKib).toList()),
                median(turns.stream().map(Turn::stepMicros).toList()));
    }

    private static String within(boolean ok) {
        return ok ? "within" : "OVER";
    }

    /** A home of its own for each run, but one cache folder, as on a person's machine. */
    private Map<String, String> env(Path home) {
        return Map.of("HOME", home.toString(), "RALPH_DESK_HOME", home.resolve("data").toString(),
                "XDG_CONFIG_HOME", home.resolve("config").toString(), "XDG_CACHE_HOME", dir.resolve("cache").toString(),
                "OPENAI_API_KEY", "sk-bench-" + home.hashCode());
    }

    private static long median(List<Long> values) {
        long[] sorted = values.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
