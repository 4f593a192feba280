package dev.ralphdesk.goal.cli;

import static dev.ralphdesk.goal.GoalStack.checkScript;
import static dev.ralphdesk.goal.GoalStack.runCheck;
import static dev.ralphdesk.goal.GoalStack.text;
import static dev.ralphdesk.goal.GoalStack.withTokens;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.goal.GoalStack;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GoalCliTest {
    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "true");
    }

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final GoalCli cli = new GoalCli();

    private GoalStack stack(ScriptedResponse... answers) {
        return GoalStack.with(workspace, GoalCli.HEADLESS_CONFIG, List.of(), answers);
    }

    private int run(GoalStack s, String... words) {
        out.reset();
        err.reset();
        return cli.run(List.of(words), print(out), print(err), s.t.harness, s.service);
    }

    private static PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void verbsPrintTheStatusOrTheErrorCode() {
        try (GoalStack s = stack()) {
            String id = s.chat().sessionId().value();
            assertEquals(0, run(s, "create", "--session", id, "--max-rounds", "2", "--budget-time", "30m",
                    "tidy", "the", "docs"));
            assertEquals("""
                    Goal: tidy the docs
                    Phase: active · armed
                    Rounds: 0 / 2
                    Usage: 0 tokens · 0s
                    Budgets: 30m 00s
                    """, out());
            assertEquals(1, run(s, "create", "--session", id, "again"));
            assertTrue(err().startsWith("error: GOAL_ALREADY_EXISTS: this session already has an unfinished goal"),
                    err());
            assertEquals(1, run(s, "pause", "--session", id, "--revision", "7"));
            assertEquals("error: GOAL_STALE_REVISION: the goal changed since you looked (now revision 1, you had 7)\n",
                    err());
            assertEquals(0, run(s, "pause", "--session", id, "--revision", "1"));
            assertTrue(out().contains("Phase: paused · disarmed"), out());
            assertEquals(0, run(s, "status", "--session", id));
            assertTrue(out().startsWith("Goal: tidy the docs\nPhase: paused · disarmed\n"), out());
            assertEquals(0, run(s, "clear", "--session", id));
            assertEquals("No goal. Start one with /goal <objective>.\n", out());
        }
    }

    @Test
    void badInvocationsAreUsageOrEnvironmentErrors() {
        try (GoalStack s = stack()) {
            String id = s.chat().sessionId().value();
            assertEquals(2, run(s, "status"));
            assertTrue(err().startsWith("error: --session ID is required\n"), err());
            assertEquals(2, run(s, "frobnicate", "--session", id));
            assertEquals(2, run(s, "create", "--session", id, "--max-rounds", "many", "x"));
            assertEquals(2, run(s, "create", "--session", id, "--wat", "x"));
            assertEquals(3, run(s, "status", "--session", "no-such-session"));
            assertEquals("error: no session no-such-session\n", err());
        }
    }

    @Test
    void runRoundsPrintsOneLinePerRoundAndExitsWithTheOutcome() {
        try (GoalStack s = stack(withTokens(text("one"), 10, 5), withTokens(text("two"), 10, 5), text("Closing."),
                runCheck(), withTokens(text("Verified. <promise>DONE</promise>"), 20, 5), text("Done."))) {
            SessionId id = s.chat().sessionId();
            assertEquals(0, run(s, "create", "--session", id.value(), "--max-rounds", "2", "tidy"));
            List<String> lines = new ArrayList<>();

            out.reset();
            assertEquals(GoalCli.BUDGET_LIMITED, cli.runRounds(s.t.harness, s.service, id, print(out)));
            lines.addAll(out().lines().limit(2).toList());
            assertEquals(List.of("round 1/2 completed · 1 step · 15 tokens → active",
                    "round 2/2 completed · 1 step · 15 tokens → blocked (round-limit)"), lines);
            assertTrue(out().contains("Phase: blocked · disarmed"), out());

            assertEquals(0, run(s, "extend", "--session", id.value(), "--rounds", "3"));
            out.reset();
            int code = cli.runRounds(s.t.harness, s.service, id, print(out));
            assertEquals(GoalCli.OK, code, out());
            assertTrue(out().startsWith("round 3/3 completed · 2 steps · "), out());
            assertTrue(out().contains("Completed: certified by verifier passed — `sh check.sh` passed (exit 0)"), out());
        }
    }

    @Test
    void runRoundsWithoutAGoalFails() {
        try (GoalStack s = stack()) {
            SessionId id = s.chat().sessionId();
            assertEquals(GoalCli.FAILED, cli.runRounds(s.t.harness, s.service, id, print(out)));
        }
    }
}
