package dev.ralphdesk.app.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two headless budgets of DESIGN §11, measured the way a script meets them: {@code ./ralph-desk}
 * on the laid-out application (a fresh JVM with the launcher's options) against a local
 * OpenAI-compatible mock that answers at once, on a SQLite data folder, with real shell tools. (1) One turn of 30 {@code shell} steps ({@code echo step N}):
 * overhead per step, JVM start included, and peak RSS. (2) Resuming a 100k-event session: time
 * from spawning the JVM to the mock receiving the next model request, and peak RSS.
 */
@Tag("bench")
class HeadlessCliBenchmarkIT {
    private static final int STEPS = 30;
    private static final int RUNS = 5;
    private static final int EVENTS = 100_000;
    @TempDir
    Path dir;

    @Test
    void aHeadlessTurnOfThirtyShellSteps() throws Exception {
        List<Long> walls = new ArrayList<>();
        List<Long> rss = new ArrayList<>();
        List<Long> firstRequest = new ArrayList<>();
        List<Double> gaps = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            Path home = Files.createDirectories(dir.resolve("steps-" + run));
            Path workspace = Files.createDirectories(home.resolve("ws"));
            try (MockChatServer server = new MockChatServer(n -> n < STEPS
                    ? MockChatServer.shellCall("call_" + n, "echo step " + (n + 1))
                    : MockChatServer.text("Thirty steps done."))) {
                CliProcess.Result result = CliProcess.run(home, env(home, server), List.of("chat", "--workspace",
                        workspace.toString(), "--provider", "openai", "--base-url", server.base().toString(),
                        "--model", "mock", "--approve", "auto", "run", "thirty", "steps"));
                assertEquals(0, result.exitCode(), result.output());
                assertTrue(result.output().contains("step 30") && result.output().contains("Thirty steps done."),
                        result.output());
                List<MockChatServer.Arrival> arrivals = server.arrivals();
                assertEquals(STEPS + 1, arrivals.size());
                walls.add(result.wallMillis());
                rss.add(result.peakRssKib());
                firstRequest.add(arrivals.get(0).epochMillis() - result.spawnEpochMillis());
                long[] between = new long[STEPS];
                for (int i = 0; i < STEPS; i++) {
                    between[i] = arrivals.get(i + 1).nanos() - arrivals.get(i).nanos();
                }
                gaps.add(Figures.percentileMillis(between, 50));
            }
        }
        long wall = median(walls);
        long peak = median(rss);
        Figures.print("headless turn of %d shell steps (fresh JVM, SQLite, mock answering at once), median of %d "
                + "runs (first run %d ms): wall %d ms = %.1f ms per step, JVM start included (budget <= 30): %s; "
                + "spawn -> first model request %d ms; between requests (model answer + shell + log) median %.1f ms; "
                + "peak RSS %.0f MiB (budget <= 150): %s", STEPS, RUNS, walls.get(0), wall, wall / (double) STEPS,
                wall / (double) STEPS <= 30 ? "within" : "OVER", median(firstRequest),
                gaps.stream().sorted().toList().get(gaps.size() / 2), peak / 1024.0,
                peak / 1024.0 <= 150 ? "within" : "OVER");
    }

    @Test
    void resumeAHundredThousandEventSessionAndSendTheNextRequest() throws Exception {
        Path home = Files.createDirectories(dir.resolve("resume"));
        Path workspace = Files.createDirectories(home.resolve("ws"));
        SessionId id;
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(home.resolve("data"), "bench"),
                EventCatalog.withCoreTypes(),
                SqliteOptions.defaults().withSynchronous(SqliteOptions.Synchronous.NORMAL))) {
            id = store.create(NewSession.chat("100k events", workspace)).id();
            RealisticTurns turns = new RealisticTurns();
            for (int turn = 1; store.info(id).orElseThrow().lastSeq() < EVENTS; turn++) {
                SessionId session = id;
                turns.turn(turn).forEach(e -> store.append(session, e));
            }
        }
        List<Long> toRequest = new ArrayList<>();
        List<Long> rss = new ArrayList<>();
        List<Integer> bodies = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            try (MockChatServer server = new MockChatServer(n -> MockChatServer.text("Resumed."))) {
                CliProcess.Result result = CliProcess.run(home, env(home, server), List.of("chat", "--session",
                        id.value(), "--provider", "openai", "--base-url", server.base().toString(), "--model", "mock",
                        "--approve", "auto", "continue"));
                assertEquals(0, result.exitCode(), result.output());
                List<MockChatServer.Arrival> arrivals = server.arrivals();
                assertEquals(1, arrivals.size());
                toRequest.add(arrivals.get(0).epochMillis() - result.spawnEpochMillis());
                rss.add(result.peakRssKib());
                bodies.add(arrivals.get(0).bodyBytes());
            }
        }
        long median = median(toRequest);
        long peak = median(rss);
        Figures.print("resume a %,d-event session (fresh JVM, SQLite) and send the next model request: spawn -> "
                + "request received, median of %d runs %d ms (all: %s; budget <= 1200): %s; request body %.1f MB; "
                + "peak RSS %.0f MiB (budget <= 260): %s", EVENTS, RUNS, median, toRequest,
                median <= 1200 ? "within" : "OVER", bodies.get(bodies.size() - 1) / 1e6, peak / 1024.0,
                peak / 1024.0 <= 260 ? "within" : "OVER");
    }

    private static Map<String, String> env(Path home, MockChatServer server) {
        return Map.of("HOME", home.toString(), "RALPH_DESK_HOME", home.resolve("data").toString(),
                "XDG_CONFIG_HOME", home.resolve("config").toString(), "OPENAI_API_KEY", "sk-bench-" + server.hashCode());
    }

    private static long median(List<Long> values) {
        long[] sorted = values.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
