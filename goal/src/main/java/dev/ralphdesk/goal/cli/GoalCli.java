package dev.ralphdesk.goal.cli;

import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.terminal.TerminalText;
import dev.ralphdesk.goal.command.GoalStatusText;
import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.domain.GoalException;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.service.GoalResult;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalView;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;

/**
 * Headless goal control: {@code goal status|create|edit|pause|resume|clear|extend --session ID …},
 * and {@link #runRounds} for {@code chat --goal}, which runs goal rounds until the goal stops and
 * prints one line per round. Exit codes: {@value #OK} complete (or a verb that succeeded),
 * {@value #FAILED} failed (a refused verb, a round error), {@value #USAGE} bad arguments,
 * {@value #ENVIRONMENT} the session cannot be used, {@value #BLOCKED} blocked,
 * {@value #BUDGET_LIMITED} stopped by the round cap or a budget, {@value #CANCELLED} paused or cancelled.
 */
public final class GoalCli {
    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int USAGE = 2;
    public static final int ENVIRONMENT = 3;
    public static final int BLOCKED = 4;
    public static final int BUDGET_LIMITED = 5;
    public static final int CANCELLED = 6;
    /**
     * Plugin configuration for a headless process: goal rounds run only inside {@link #runRounds},
     * so a headless caller never becomes multi-round by accident. Merge it into the harness config.
     */
    public static final Map<String, String> HEADLESS_CONFIG = Map.of("goal.rounds", "explicit");
    private static final Set<String> OPTIONS = Set.of("session", "revision", "max-rounds", "check", "budget-tokens",
            "budget-cost", "budget-time", "mode", "verify", "rounds", "tokens", "cost", "time");

    /** Runs one goal sub-command; {@code args} start with the verb (the word after {@code goal}). */
    public int run(List<String> args, PrintStream out, PrintStream err, Harness harness, GoalService service) {
        if (args.isEmpty() || args.get(0).equals("help") || args.get(0).equals("--help")) {
            out.println(usage());
            return args.isEmpty() ? USAGE : OK;
        }
        try {
            CliWords words = CliWords.parse(args.subList(1, args.size()), OPTIONS);
            SessionId session = new SessionId(words.option("session")
                    .orElseThrow(() -> new CliWords.UsageException("--session ID is required")));
            harness.store().info(session).orElseThrow(() -> new SessionStoreException("no session " + session));
            return verb(args.get(0), words, session, out, err, service);
        } catch (CliWords.UsageException | IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            err.println(usage());
            return USAGE;
        } catch (SessionStoreException e) {
            err.println("error: " + e.getMessage());
            return ENVIRONMENT;
        }
    }

    private int verb(String verb, CliWords words, SessionId session, PrintStream out, PrintStream err,
            GoalService service) {
        GoalRef expected = expected(words, service, session);
        GoalResult result;
        switch (verb) {
            case "status":
                out.println(statusText(service.view(session)));
                return OK;
            case "create":
                result = service.create(session, draft(words));
                break;
            case "edit":
                result = service.edit(session, expected, edit(words));
                break;
            case "pause":
                result = service.pause(session, expected);
                break;
            case "resume":
                result = service.resume(session, expected);
                break;
            case "clear":
                result = service.clear(session, expected);
                break;
            case "extend":
                result = service.extend(session, expected, new BudgetExtension(words.integer("rounds"),
                        words.whole("tokens"), words.amount("cost"), words.seconds("time")));
                break;
            default:
                throw new CliWords.UsageException("unknown goal command '" + verb + "'");
        }
        if (result instanceof GoalResult.Failed failed) {
            err.println("error: " + failed.describe());
            return FAILED;
        }
        out.println(statusText(((GoalResult.Ok) result).view()));
        return OK;
    }

    /**
     * For {@code chat --goal}: runs goal rounds of the session until its goal stops, printing one line
     * per round, then the final status. An active goal that is disarmed (e.g. after a reopen) is
     * armed first — asking for rounds is the person's go-ahead. Returns the exit code of the outcome.
     */
    public int runRounds(Harness harness, GoalService service, SessionId session, PrintStream out) {
        if (harness.store().info(session).isEmpty()) {
            out.println("error: no session " + session);
            return ENVIRONMENT;
        }
        GoalView view = service.view(session);
        if (view.readOnly()) {
            out.println(statusText(view));
            return ENVIRONMENT;
        }
        if (!view.hasGoal()) {
            out.println("No goal to run in session " + session + ". Create one with /goal <objective>.");
            return FAILED;
        }
        if (view.goal().phase() == GoalPhase.ACTIVE && !view.armed()) {
            service.resume(session, view.goal().ref());
        }
        try (var ignored = service.subscribe(session, new RoundPrinter(out))) {
            GoalView last = service.runRounds(session).get();
            out.println(statusText(last));
            return exitCode(last);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            service.pause(session, null);
            out.println("Interrupted: the goal was paused.");
            return CANCELLED;
        } catch (ExecutionException e) {
            out.println("error: goal rounds failed: " + e.getCause().getMessage());
            return FAILED;
        }
    }

    /** The goal's status, safe to print: objective, block reason and evidence may come from the model. */
    private static String statusText(GoalView view) {
        return TerminalText.safe(GoalStatusText.render(view));
    }

    /** complete 0; blocked by a cap or budget 5; blocked by a round error 1; other blocks 4; paused or active 6. */
    public static int exitCode(GoalView view) {
        if (!view.hasGoal()) {
            return FAILED;
        }
        switch (view.goal().phase()) {
            case COMPLETE:
                return OK;
            case BLOCKED:
                if (view.goal().blockedReason().budgetLimited()) {
                    return BUDGET_LIMITED;
                }
                return view.goal().blockedReason().code().equals("turn-error") ? FAILED : BLOCKED;
            case PAUSED:
            case ACTIVE:
                return CANCELLED;
            default:
                throw new IllegalStateException("unexpected goal phase " + view.goal().phase());
        }
    }

    public static String usage() {
        return String.join("\n",
                "usage: goal status  --session ID",
                "       goal create  --session ID [--max-rounds N] [--check CMD] [--mode keep-history|compact]",
                "                    [--budget-tokens N] [--budget-cost USD] [--budget-time 30m] [--verify TEXT] OBJECTIVE",
                "       goal edit    --session ID [--revision N] [--max-rounds N] [--check CMD] [--mode M] [OBJECTIVE]",
                "       goal pause|resume|clear --session ID [--revision N]",
                "       goal extend  --session ID [--revision N] [--rounds N] [--tokens N] [--cost USD] [--time 2h]",
                "exit codes: 0 done, 1 failed or refused, 2 bad arguments, 3 session unusable, 4 blocked,",
                "            5 budget-limited, 6 paused or cancelled");
    }

    private static GoalRef expected(CliWords words, GoalService service, SessionId session) {
        Long revision = words.whole("revision");
        if (revision == null) {
            return null;
        }
        GoalView view = service.view(session);
        return new GoalRef(view.hasGoal() ? view.goal().id() : "none", revision);
    }

    private static GoalDraft draft(CliWords words) {
        Long tokens = words.whole("budget-tokens");
        Double cost = words.amount("budget-cost");
        Long time = words.seconds("budget-time");
        GoalBudgets budgets = tokens == null && cost == null && time == null ? null
                : budgets(tokens, cost, time);
        return new GoalDraft(words.text(), words.integer("max-rounds"), words.option("check").orElse(null), budgets,
                words.option("mode").map(ContinuationMode::fromWire).orElse(null), words.option("verify").orElse(null));
    }

    private static GoalEdit edit(CliWords words) {
        String objective = words.text();
        return new GoalEdit(objective.isEmpty() ? null : objective, words.integer("max-rounds"),
                words.option("check").orElse(null), null, words.option("mode").map(ContinuationMode::fromWire)
                        .orElse(null), words.option("verify").orElse(null));
    }

    private static GoalBudgets budgets(Long tokens, Double cost, Long time) {
        try {
            return new GoalBudgets(tokens, cost, time);
        } catch (GoalException e) {
            throw new CliWords.UsageException(e.getMessage());
        }
    }
}
