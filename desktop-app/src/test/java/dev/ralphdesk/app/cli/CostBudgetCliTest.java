package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Cost budgets on the real stack: the price comes from {@code settings.json}, the usage from the
 * scripted model, and a goal and a Ralph run stop with {@code budget-cost} when it is spent. A model
 * without a price gets its cost shown as unknown and a cost budget refused, never ignored.
 */
class CostBudgetCliTest {
    /** Every model call of the scenarios reports 300,000 input tokens: $0.30 at $1 per million. */
    private static final String USAGE = "\"usage\": {\"input\": 300000, \"output\": 0}";
    @TempDir
    Path dir;
    private CliRun cli;
    private Path workspace;

    @BeforeEach
    void settingsWithAPrice() throws Exception {
        Path config = Files.createDirectories(dir.resolve("config/ralph-desk"));
        Files.writeString(config.resolve("settings.json"),
                "{\"prices\": {\"priced-model\": {\"input\": 1.0, \"cachedInput\": 0.1, \"output\": 2.0}}}");
        workspace = Files.createDirectories(dir.resolve("ws"));
    }

    private int run(String... words) {
        if (cli == null) {
            cli = new CliRun(dir);
        }
        return cli.run(words);
    }

    private String out() {
        return cli.out();
    }

    private String err() {
        return cli.err();
    }

    private Path scenario(String model, String fallback) throws Exception {
        return Files.writeString(dir.resolve(model + ".json"), "{\"model\": \"" + model + "\", \"fallback\": "
                + fallback + "}");
    }

    @Test
    void aGoalStopsWithBudgetCostWhenItsPricedUsageReachesTheBudget() throws Exception {
        Path scenario = scenario("priced-model", "{\"text\": \"working on it\", " + USAGE + "}");
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(), "hi"),
                err());
        assertTrue(out().contains("[turn usage: 300,000 tokens · $0.3000]"), out());
        String session = out().lines().findFirst().orElseThrow().split(" ")[1];

        assertEquals(0, run("goal", "create", "--session", session, "--scenario", scenario.toString(),
                "--budget-cost", "0.5", "spend wisely"), out() + err());
        assertEquals(5, run("chat", "--session", session, "--scenario", scenario.toString(), "--goal", "/goal"),
                out() + err());
        assertTrue(out().contains("round 1/256 completed · 1 step · 300,000 tokens · $0.3000 → active"), out());
        assertTrue(out().contains("round 2/256 cancelled · 1 step · 300,000 tokens · $0.3000 → blocked (budget-cost)"),
                out());
        assertFalse(out().contains("round 3/"), out());
        assertEquals(0, run("goal", "status", "--session", session));
        assertTrue(out().contains("stopped at the cost budget: spent $0.6000 of $0.5000"), out());
    }

    @Test
    void aRalphRunStopsAtItsCostBudget() throws Exception {
        Path scenario = scenario("priced-model", """
                {"toolCalls": [{"name": "submit_report", "arguments": {"status": "continue",
                    "summary": "more to do", "evidence": [], "nextSteps": ["go on"], "blocker": null}}],
                 %s}
                """.formatted(USAGE));
        assertEquals(5, run("ralph", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "--max-cost", "0.5", "keep going"), out() + err());
        // the budget watch stops the round's child once its calls passed the budget: the scripted model answers
        // at once, so a few more calls may be made before the watch sees it (under load); each costs $0.30
        Matcher round = Pattern.compile("round 1/256 · failed \\(budget\\) · cost budget spent: \\$(\\d\\.\\d{4}) of "
                + "\\$0\\.5000 · [0-9.]+ s · ([0-9,]+) tokens · 0 files · \\$(\\d\\.\\d{4})\n").matcher(out());
        assertTrue(round.find(), out());
        double spent = Double.parseDouble(round.group(1));
        assertTrue(spent >= 0.6, out());
        assertEquals(Math.round(spent / 0.3) * 300_000, Long.parseLong(round.group(2).replace(",", "")), out());
        assertEquals(round.group(1), round.group(3));
        assertTrue(out().contains("budget-limited after 1 round: cost budget spent: $" + round.group(1)
                + " of $0.5000"), out());
    }

    @Test
    void aModelWithoutPriceShowsItsCostAsUnknownAndRefusesCostBudgets() throws Exception {
        Path scenario = scenario("unpriced-model", "{\"text\": \"hello\", " + USAGE + "}");
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(), "hi"),
                err());
        assertTrue(out().contains("[turn usage: 300,000 tokens · cost unknown]"), out());
        String session = out().lines().findFirst().orElseThrow().split(" ")[1];

        assertEquals(1, run("goal", "create", "--session", session, "--scenario", scenario.toString(),
                "--budget-cost", "0.5", "spend wisely"), out());
        assertTrue(err().contains("GOAL_COST_UNKNOWN: A cost budget needs the price of the model 'unpriced-model'"),
                err());
        assertEquals(0, run("goal", "status", "--session", session));
        assertTrue(out().contains("No goal"), out());

        assertEquals(2, run("ralph", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "--max-cost", "0.5", "keep going"), out() + err());
        assertTrue(err().contains("RALPH_COST_UNKNOWN: A cost budget needs the price of the model 'unpriced-model'"),
                out() + "|" + err());
    }
}
