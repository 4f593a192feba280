package dev.ralphdesk.ralph.cli;

import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.terminal.TerminalText;
import dev.ralphdesk.ralph.command.RunText;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.service.RalphRun;
import dev.ralphdesk.ralph.service.RalphRunListener;
import java.io.PrintStream;

/** Follows a run on the terminal: one line per finished round, then the outcome; an interrupt cancels it. */
final class RunFollower {
    private final PrintStream out;

    RunFollower(PrintStream out) {
        this.out = out;
    }

    /** Waits for the run's end and returns its outcome's exit code. */
    ExitCode follow(RalphRun run) {
        RunView[] current = {null};
        RalphRunListener printer = new RalphRunListener() {
            @Override
            public void changed(RunView view) {
                current[0] = view;
            }

            @Override
            public void roundFinished(RoundView round) {
                out.println(TerminalText.safe(RunText.round(round, current[0])));
                out.flush();
            }
        };
        RalphResult result;
        try (AutoCloseable ignored = run.subscribe(printer)) {
            result = run.awaitResult();
        } catch (Exception e) {
            throw new IllegalStateException("cannot follow the run: " + e.getMessage(), e);
        }
        printResult(result, out);
        return exitCode(result.outcome());
    }

    /** The exit code of an outcome. */
    static ExitCode exitCode(RalphOutcome outcome) {
        switch (outcome) {
            case COMPLETE:
                return ExitCode.OK;
            case BLOCKED:
                return ExitCode.BLOCKED;
            case BUDGET_LIMITED:
                return ExitCode.BUDGET_LIMITED;
            case FAILED:
                return ExitCode.FAILED;
            case CANCELLED:
                return ExitCode.CANCELLED;
            default:
                throw new IllegalStateException("unexpected outcome " + outcome);
        }
    }

    static void printResult(RalphResult result, PrintStream out) {
        StringBuilder line = new StringBuilder("run ").append(result.runId()).append(' ')
                .append(result.outcome().wire()).append(" after ").append(result.roundsStarted())
                .append(result.roundsStarted() == 1 ? " round" : " rounds");
        if (!result.certifiedBy().isEmpty()) {
            line.append(" (certified: ").append(String.join(", ", result.certifiedBy())).append(')');
        }
        if (result.reason() != null) {
            line.append(": ").append(result.reason());
        }
        out.println(TerminalText.safe(line.toString()));
        if (result.report() != null) {
            out.println(TerminalText.safe("report: " + result.report().status().wire() + " · "
                    + result.report().summary()));
        }
    }
}
