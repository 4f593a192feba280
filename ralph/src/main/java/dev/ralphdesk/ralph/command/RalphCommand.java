package dev.ralphdesk.ralph.command;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.command.Command;
import dev.ralphdesk.core.command.CommandInvocation;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.ralph.RalphException;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import dev.ralphdesk.ralph.service.RalphService;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code /ralph}: bare shows the session's runs; {@code /ralph <objective>} starts a run in the
 * background; {@code /ralph cancel} stops the running one; {@code /ralph resume [RUN_ID]} resumes
 * an interrupted one. A control word counts only when it is the whole suffix (ASCII
 * case-insensitive), so {@code /ralph cancel the flaky test} is an objective.
 */
public final class RalphCommand implements Command {
    private final RalphService service;

    public RalphCommand(RalphService service) {
        this.service = service;
    }

    @Override
    public String name() {
        return "ralph";
    }

    @Override
    public String summary() {
        return "Start a Ralph run (a fresh agent every round), or show, cancel or resume runs.";
    }

    @Override
    public String usage() {
        return "/ralph [objective | cancel | resume [RUN_ID]]";
    }

    @Override
    public CommandResult run(CommandInvocation invocation) {
        String arguments = invocation.arguments();
        String word = arguments.strip().toLowerCase(Locale.ROOT);
        try {
            if (word.isEmpty()) {
                return CommandResult.ok(RunText.status(service.runs(invocation.agent().sessionId())));
            }
            if (word.equals("cancel")) {
                return cancel(invocation);
            }
            if (word.equals("resume") || word.startsWith("resume ") && word.split("\\s+").length == 2) {
                return resume(invocation, word.equals("resume") ? null : arguments.strip().split("\\s+")[1]);
            }
            RalphRun run = service.start(invocation.agent().sessionId(), RalphRequest.of(arguments));
            return CommandResult.ok("Started Ralph run " + run.runId() + " (up to " + service.config().maxRounds()
                    + " rounds). Follow it in the timeline; /ralph cancel stops it.");
        } catch (RalphException e) {
            return CommandResult.error(e.describe());
        }
    }

    private CommandResult cancel(CommandInvocation invocation) {
        Optional<RalphRun> run = service.activeIn(invocation.agent().sessionId());
        if (run.isEmpty()) {
            return CommandResult.error("No Ralph run is going in this session.");
        }
        run.get().cancel(CancelReason.PERSON);
        return CommandResult.ok("Cancelling Ralph run " + run.get().runId() + ".");
    }

    private CommandResult resume(CommandInvocation invocation, String runId) {
        String id = runId;
        if (id == null) {
            List<RunView> interrupted = service.runs(invocation.agent().sessionId()).stream()
                    .filter(r -> r.state() == RunState.INTERRUPTED).toList();
            if (interrupted.isEmpty()) {
                return CommandResult.error("No interrupted Ralph run in this session.");
            }
            id = interrupted.get(interrupted.size() - 1).runId();
        }
        RalphRun run = service.resume(invocation.agent().sessionId(), id);
        return CommandResult.ok("Resumed Ralph run " + run.runId() + " from its last good report.");
    }
}
