package dev.ralphdesk.ralph.cli;

import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.terminal.TerminalText;
import dev.ralphdesk.core.workspace.WorkspaceException;
import dev.ralphdesk.ralph.RalphException;
import dev.ralphdesk.ralph.command.RunText;
import dev.ralphdesk.ralph.replay.RoundView;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import dev.ralphdesk.ralph.service.RalphRunListener;
import dev.ralphdesk.ralph.service.RalphService;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;

/**
 * The headless {@code ralph} sub-command. {@code args} are the words after {@code ralph}:
 * <pre>
 *   ralph --workspace DIR [--max-rounds N] [--check CMD] [--max-tokens N] [--max-cost USD]
 *         [--max-time SECONDS] "objective"
 *   ralph resume RUN_ID
 *   ralph show RUN_ID
 * </pre>
 * A run prints one line per round as it finishes, then the outcome, and exits with the outcome's
 * code: 0 complete, 4 blocked, 5 budget-limited, 1 failed, 6 cancelled; 2 for bad arguments or an
 * unknown run, 3 when the workspace, store or provider cannot be used. Errors never print a stack trace.
 */
public final class RalphCli {
    public static final int COMPLETE = 0;
    public static final int FAILED = 1;
    public static final int USAGE = 2;
    public static final int ENVIRONMENT = 3;
    public static final int BLOCKED = 4;
    public static final int BUDGET_LIMITED = 5;
    public static final int CANCELLED = 6;

    public int run(List<String> args, PrintStream out, PrintStream err, Harness harness, RalphService service) {
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("help")) {
            (args.isEmpty() ? err : out).println(usage());
            return args.isEmpty() ? USAGE : COMPLETE;
        }
        try {
            String first = args.get(0);
            if (first.equals("show") || first.equals("resume")) {
                if (args.size() != 2) {
                    throw new RalphCliArgs.UsageException(first + " takes exactly one RUN_ID");
                }
                return first.equals("show") ? show(args.get(1), out, err, service)
                        : follow(service.resume(args.get(1)), out, service);
            }
            RalphCliArgs parsed = RalphCliArgs.parse(args);
            SessionId session = harness.createChat("Ralph: " + abbreviate(parsed.objective()), parsed.workspace())
                    .sessionId();
            RalphRun run = service.start(session, new RalphRequest(parsed.objective(), parsed.maxRounds(),
                    parsed.check(), parsed.budgets()));
            out.println("Ralph run " + run.runId() + " in session " + session + " (workspace " + parsed.workspace() + ")");
            return follow(run, out, service);
        } catch (RalphCliArgs.UsageException e) {
            err.println("error: " + e.getMessage());
            err.println(usage());
            return USAGE;
        } catch (RalphException e) {
            err.println("error: " + e.describe());
            return exitCode(e);
        } catch (WorkspaceException | SessionStoreException e) {
            err.println("error: " + e.getMessage());
            return ENVIRONMENT;
        }
    }

    /** The exit code of an outcome. */
    public static int exitCode(RalphOutcome outcome) {
        switch (outcome) {
            case COMPLETE:
                return COMPLETE;
            case BLOCKED:
                return BLOCKED;
            case BUDGET_LIMITED:
                return BUDGET_LIMITED;
            case FAILED:
                return FAILED;
            case CANCELLED:
                return CANCELLED;
            default:
                throw new IllegalStateException("unexpected outcome " + outcome);
        }
    }

    public static String usage() {
        return String.join("\n",
                "usage: ralph --workspace DIR [--max-rounds N] [--check CMD] [--max-tokens N] [--max-cost USD]",
                "             [--max-time SECONDS] OBJECTIVE",
                "       ralph resume RUN_ID     resume an interrupted run from its last good report",
                "       ralph show RUN_ID       print a run's timeline",
                "exit codes: 0 complete, 4 blocked, 5 budget-limited, 1 failed, 6 cancelled, 2 bad arguments,",
                "            3 workspace, store or provider unusable");
    }

    private static int exitCode(RalphException e) {
        switch (e.code()) {
            case RALPH_PROVIDER_MISSING:
            case RALPH_PROVIDER_UNSTRUCTURED:
            case RALPH_PROVIDER_INHERITS_CONTEXT:
            case RALPH_WORKFLOW_REFUSED:
                return ENVIRONMENT;
            default:
                return USAGE;
        }
    }

    private static int show(String runId, PrintStream out, PrintStream err, RalphService service) {
        Optional<RunView> found = service.run(runId);
        if (found.isEmpty()) {
            err.println("error: no Ralph run " + runId);
            return USAGE;
        }
        RunView run = found.get();
        out.println(TerminalText.safe(RunText.header(run)));
        for (RoundView round : run.rounds()) {
            out.println("  " + TerminalText.safe(RunText.round(round, run)));
        }
        if (run.result() != null) {
            printResult(run.result(), out);
        } else if (run.state() == RunState.INTERRUPTED) {
            out.println("interrupted: nothing runs until you resume it (ralph resume " + run.runId() + ")");
        }
        return COMPLETE;
    }

    private static int follow(RalphRun run, PrintStream out, RalphService service) {
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
            result = await(run);
        } catch (Exception e) {
            throw new IllegalStateException("cannot follow the run", e);
        }
        printResult(result, out);
        return exitCode(result.outcome());
    }

    private static RalphResult await(RalphRun run) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return run.result().get();
                } catch (InterruptedException e) {
                    interrupted = true;
                    run.cancel();
                } catch (ExecutionException e) {
                    throw new IllegalStateException("the run broke", e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static void printResult(RalphResult result, PrintStream out) {
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

    private static String abbreviate(String objective) {
        String line = objective.replaceAll("\\s+", " ").strip();
        return line.length() <= 60 ? line : line.substring(0, 59) + "…";
    }
}
