package dev.ralphdesk.goal.cli;

import dev.ralphdesk.core.cancel.Wait;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.terminal.TerminalText;
import dev.ralphdesk.goal.command.GoalStatusText;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalView;
import java.io.PrintStream;
import java.util.Map;
import java.util.concurrent.ExecutionException;

/**
 * Goal rounds for a headless caller ({@code chat --goal}): runs the rounds of a session's goal until
 * it stops, one line per round, then the final status, and ends with the outcome's exit code.
 */
public final class GoalRounds {
    /**
     * Plugin configuration for a headless process: goal rounds run only inside {@link #run}, so a
     * headless caller never becomes multi-round by accident. Merge it into the harness config.
     */
    public static final Map<String, String> HEADLESS_CONFIG = Map.of("goal.rounds", "explicit");
    private final GoalService service;
    private final PrintStream out;

    public GoalRounds(GoalService service, PrintStream out) {
        this.service = service;
        this.out = out;
    }

    /**
     * Runs the rounds. An active goal that is disarmed (e.g. after a reopen) is armed first — asking
     * for rounds is the person's go-ahead.
     */
    public ExitCode run(SessionId session) {
        GoalView view = service.view(session);
        if (view.readOnly()) {
            out.println(TerminalText.safe(GoalStatusText.render(view)));
            return ExitCode.ENVIRONMENT;
        }
        if (!view.hasGoal()) {
            out.println("No goal to run in session " + session + ". Create one with /goal <objective>.");
            return ExitCode.FAILED;
        }
        if (view.goal().phase() == GoalPhase.ACTIVE && !view.armed()) {
            service.resume(session, view.goal().ref());
        }
        try (var ignored = service.subscribe(session, new RoundPrinter(out))) {
            GoalView last = Wait.result(service.runRounds(session), () -> service.pause(session, null));
            if (Thread.currentThread().isInterrupted()) {
                out.println("Interrupted: the goal was paused.");
                return ExitCode.CANCELLED;
            }
            out.println(TerminalText.safe(GoalStatusText.render(last)));
            return exitCode(last);
        } catch (ExecutionException e) {
            out.println("error: goal rounds failed: " + e.getCause().getMessage());
            return ExitCode.FAILED;
        }
    }

    /** Complete 0; blocked by a cap or budget 5; by a round error 1; other blocks 4; paused or active 6. */
    public static ExitCode exitCode(GoalView view) {
        if (!view.hasGoal()) {
            return ExitCode.FAILED;
        }
        switch (view.goal().phase()) {
            case COMPLETE:
                return ExitCode.OK;
            case BLOCKED:
                if (view.goal().blockedReason().budgetLimited()) {
                    return ExitCode.BUDGET_LIMITED;
                }
                return view.goal().blockedReason().code().equals("turn-error") ? ExitCode.FAILED : ExitCode.BLOCKED;
            case PAUSED:
            case ACTIVE:
                return ExitCode.CANCELLED;
            default:
                throw new IllegalStateException("unexpected goal phase " + view.goal().phase());
        }
    }
}
