package dev.ralphdesk.goal.command;

import dev.ralphdesk.core.command.Command;
import dev.ralphdesk.core.command.CommandInvocation;
import dev.ralphdesk.core.command.CommandResult;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.service.GoalResult;
import dev.ralphdesk.goal.service.GoalService;

/** {@code /goal}: status and the direct lifecycle controls; its output goes to the person only. */
public final class GoalCommand implements Command {
    private final GoalService service;

    public GoalCommand(GoalService service) {
        this.service = service;
    }

    @Override
    public String name() {
        return "goal";
    }

    @Override
    public String summary() {
        return "Show the goal, or create, edit, pause, resume or clear it.";
    }

    @Override
    public String usage() {
        return "/goal [<objective> | edit <objective> | pause | resume | clear]";
    }

    @Override
    public CommandResult run(CommandInvocation invocation) {
        SessionId session = invocation.agent().sessionId();
        GoalAction action = GoalCommandParser.parse(invocation.arguments());
        if (action instanceof GoalAction.Status) {
            return CommandResult.ok(GoalStatusText.render(service.view(session)));
        }
        if (action instanceof GoalAction.Invalid invalid) {
            return CommandResult.error(invalid.code() + ": " + invalid.message());
        }
        GoalResult result;
        String done;
        if (action instanceof GoalAction.Create create) {
            result = service.create(session, GoalDraft.of(create.objective()));
            done = "Goal created and armed.";
        } else if (action instanceof GoalAction.Edit edit) {
            result = service.edit(session, null, GoalEdit.objective(edit.objective()));
            done = "Goal edited.";
        } else if (action instanceof GoalAction.Pause) {
            result = service.pause(session, null);
            done = "Goal paused.";
        } else if (action instanceof GoalAction.Resume) {
            result = service.resume(session, null);
            done = "Goal resumed.";
        } else if (action instanceof GoalAction.Clear) {
            result = service.clear(session, null);
            done = "Goal cleared.";
        } else {
            throw new IllegalStateException("unexpected goal action " + action.getClass().getSimpleName());
        }
        if (result instanceof GoalResult.Ok ok) {
            return CommandResult.ok(done + "\n" + GoalStatusText.render(ok.view()));
        }
        return CommandResult.error(((GoalResult.Failed) result).describe());
    }
}
