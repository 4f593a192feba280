package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.report.ReportValidator;
import dev.ralphdesk.resources.Resources;
import dev.ralphdesk.resources.Template;
import java.util.Map;

/**
 * The prompt of one round, and all it carries: the objective verbatim and quoted, {@code round n /
 * max}, the instruction that the workspace is the authority, and the previous report as JSON,
 * labelled as data.
 */
public final class RoundPrompt {
    private static final Template ROUND = Template.load("prompts/ralph-round.md");
    private static final Template PREVIOUS = Template.load("prompts/ralph-round-previous.md");
    private static final String FIRST = Resources.text("prompts/ralph-round-first.md");

    private RoundPrompt() {
    }

    /** {@code previous} is null in the first round (and in a resumed run that has no good report yet). */
    public static String render(String objective, int round, int maxRounds, RalphRoundReport previous) {
        String previousText = previous == null ? FIRST.strip()
                : PREVIOUS.fill(Map.of("previousRound", String.valueOf(round - 1),
                        "report", Template.fenced(ReportValidator.pretty(previous), "json"))).strip();
        return ROUND.fill(Map.of("round", String.valueOf(round), "maxRounds", String.valueOf(maxRounds),
                "objective", Template.fenced(objective, "text"), "previousReport", previousText)).strip();
    }
}
