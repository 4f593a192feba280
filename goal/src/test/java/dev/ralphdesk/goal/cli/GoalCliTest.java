package dev.ralphdesk.goal.cli;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.withTokens;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.testing.CliRun;
import dev.ralphdesk.goal.GoalStack;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
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

    private final CliRun cli = new CliRun();

    private GoalStack stack(ScriptedResponse... answers) {
        return GoalStack.with(workspace, GoalRounds.HEADLESS_CONFIG, List.of(), answers);
    }

    private int run(GoalStack s, String... words) {
        return cli.run(new GoalCli(() -> s.service, cli.services(s.t.harness)), words);
    }

    private String out() {
        return cli.out();
    }

    private String err() {
        return cli.err();
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
    void theSessionMayBeGivenByTheShortIdTheProductPrints() {
        try (GoalStack s = stack()) {
            String id = s.chat().sessionId().value();
            assertEquals(0, run(s, "create", "--session", id.substring(0, 8), "tidy"), err());
            assertEquals(0, run(s, "status", "--session", id.substring(0, 8)), err());
            assertTrue(out().startsWith("Goal: tidy\n"), out());
        }
    }

    @Test
    void badInvocationsAndUnknownSessionsAreBadArguments() {
        try (GoalStack s = stack()) {
            String id = s.chat().sessionId().value();
            assertEquals(2, run(s, "status"));
            assertTrue(err().startsWith("error: Missing required option: '--session=ID'\n"), err());
            assertEquals(2, run(s, "frobnicate", "--session", id));
            assertEquals(2, run(s, "create", "--session", id, "--max-rounds", "many", "x"));
            assertEquals(2, run(s, "create", "--session", id, "--wat", "x"));
            assertEquals(2, run(s, "create", "--session", id, "--mode", "sideways", "x"));
            assertTrue(err().contains("unknown continuation mode 'sideways'"), err());
            assertEquals(2, run(s, "status", "--session", "no-such-session"));
            assertTrue(err().startsWith("error: no session matches 'no-such-session'"), err());
            assertEquals(2, run(s));
            assertTrue(err().contains("which command?"), err());
        }
    }

    @Test
    void extendAddsTheAmountsToTheCurrentLimitsAndSaysSo() {
        try (GoalStack s = stack()) {
            String id = s.chat().sessionId().value();
            assertEquals(0, run(s, "create", "--session", id, "--max-rounds", "2", "--budget-tokens", "10,000",
                    "tidy"));
            assertEquals(0, run(s, "extend", "--session", id, "--rounds", "3", "--tokens", "20000"), err());
            assertTrue(out().startsWith("Extended: round cap 2 → 5 (+3), tokens 10,000 → 30,000 (+20,000).\n"),
                    out());
            assertTrue(out().contains("Rounds: 0 / 5") && out().contains("Budgets: 30,000 tokens"), out());
            assertEquals(2, run(s, "extend", "--session", id, "--cost", "1"));
            assertTrue(err().contains("the goal has no cost budget to extend"), err());
            assertEquals(2, run(s, "extend", "--session", id, "--rounds", "0"));
            assertEquals(2, run(s, "extend", "--session", id));
        }
    }

    @Test
    void helpOfASubCommandShowsItsOptionsAndTheExitCodes() {
        try (GoalStack s = stack()) {
            assertEquals(0, run(s, "extend", "--help"));
            assertTrue(out().contains("--tokens=N") && out().contains("Tokens to add to the token budget."), out());
            assertTrue(out().contains("Exit codes:") && out().contains("5   budget-limited"), out());
        }
    }

    @Test
    void runRoundsPrintsOneLinePerRoundAndExitsWithTheOutcome() {
        try (GoalStack s = stack(withTokens(text("one"), 10, 5), withTokens(text("two"), 10, 5), text("Closing."),
                runCheck(), withTokens(text("Verified. <promise>DONE</promise>"), 20, 5), text("Done."))) {
            SessionId id = s.chat().sessionId();
            assertEquals(0, run(s, "create", "--session", id.value(), "--max-rounds", "2", "tidy"));

            ByteArrayOutputStream rounds = new ByteArrayOutputStream();
            GoalRounds runner = new GoalRounds(s.service, new PrintStream(rounds, true, StandardCharsets.UTF_8));
            assertEquals(ExitCode.BUDGET_LIMITED, runner.run(id));
            String printed = rounds.toString(StandardCharsets.UTF_8);
            assertEquals(List.of("round 1/2 completed · 1 step · 15 tokens · cost unknown → active",
                    "round 2/2 completed · 1 step · 15 tokens · cost unknown → blocked (round-limit)"),
                    printed.lines().limit(2).toList());
            assertTrue(printed.contains("Phase: blocked · disarmed"), printed);

            assertEquals(0, run(s, "extend", "--session", id.value(), "--rounds", "1"));
            rounds.reset();
            assertEquals(ExitCode.OK, runner.run(id));
            printed = rounds.toString(StandardCharsets.UTF_8);
            assertTrue(printed.startsWith("round 3/3 completed · 2 steps · "), printed);
            assertTrue(printed.contains("Completed: certified by verifier passed — `sh check.sh` passed (exit 0)"), printed);
        }
    }

    @Test
    void runRoundsWithoutAGoalFails() {
        try (GoalStack s = stack()) {
            SessionId id = s.chat().sessionId();
            assertEquals(ExitCode.FAILED, new GoalRounds(s.service, cli.outStream()).run(id));
        }
    }
}
