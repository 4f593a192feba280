package dev.ralphdesk.goal.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.domain.GoalErrorCode;
import dev.ralphdesk.goal.domain.GoalException;
import dev.ralphdesk.goal.domain.GoalLifecycle;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.service.CompletionJudge;
import dev.ralphdesk.goal.service.GoalRegistry;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalView;
import dev.ralphdesk.goal.service.SessionGoals;
import java.util.Locale;

/**
 * {@code update_goal}. A turn started by the person may do any lifecycle action. A goal round may
 * only report {@code complete} or {@code blocked}, for exactly the current goal, revision and round,
 * and {@code blocked} only after the configured number of goal rounds in a row. Every completion goes
 * through the completion gate with this turn's evidence; a refusal is answered and the work goes on.
 */
public final class UpdateGoalTool implements Tool {
    private final GoalService service;
    private final GoalRegistry registry;
    private final CompletionJudge judge;
    private final int blockedAfterRounds;

    /** @param blockedAfterRounds goal rounds in a row before a round may report blocked */
    public UpdateGoalTool(GoalService service, GoalRegistry registry, CompletionJudge judge, int blockedAfterRounds) {
        this.service = service;
        this.registry = registry;
        this.judge = judge;
        this.blockedAfterRounds = blockedAfterRounds;
    }

    @Override
    public String name() {
        return "update_goal";
    }

    @Override
    public String description() {
        return "Report the current goal complete (checked by the harness) or blocked; in a turn the person started, "
                + "also pause, resume, edit or clear it.";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object()
                .enumeration("action", "what to do", true, "complete", "blocked", "pause", "resume", "edit", "clear")
                .string("reason_code", "blocked: lower-kebab-case code, e.g. missing-credentials", false)
                .string("reason", "blocked: what blocks the goal, for the person", false)
                .string("objective", "edit: the new objective", false)
                .build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        String action = arguments.path("action").asText().toLowerCase(Locale.ROOT);
        SessionId session = context.sessionId();
        try {
            GoalView view;
            if (context.origin() instanceof InputOrigin.Goal round) {
                authorizeRound(session, round, action);
                if (action.equals("complete")) {
                    return claim(context, new GoalRef(round.goalId(), round.revision()));
                }
                view = block(session, arguments, new GoalRef(round.goalId(), round.revision()));
            } else if (context.origin() instanceof InputOrigin.Human) {
                view = human(context, action, arguments);
            } else {
                throw new GoalException(GoalErrorCode.GOAL_AUTHORITY_REQUIRED,
                        "goals change only in a turn the person started or in a goal round");
            }
            registry.goals(session).markNoted();
            return ToolResult.ok(GoalJson.render(view));
        } catch (GoalException e) {
            return ToolResults.refused(e);
        } catch (Refused e) {
            return ToolResult.error(e.getMessage());
        }
    }

    private GoalView human(ToolContext context, String action, JsonNode arguments) {
        SessionId session = context.sessionId();
        switch (action) {
            case "complete":
                return complete(context, 0, null);
            case "blocked":
                return block(session, arguments, null);
            case "pause":
                return service.pause(session, null).orThrow();
            case "resume":
                return service.resume(session, null).orThrow();
            case "clear":
                return service.clear(session, null).orThrow();
            case "edit":
                String objective = ToolResults.optionalText(arguments, "objective");
                if (objective == null || objective.isBlank()) {
                    throw new GoalException(GoalErrorCode.GOAL_INVALID_EDIT, "edit needs the new objective");
                }
                return service.edit(session, null, GoalEdit.objective(objective)).orThrow();
            default:
                throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "unknown action '" + action + "'");
        }
    }

    /** A goal round acts only on its own goal, revision and round; blocked only after N rounds in a row. */
    private void authorizeRound(SessionId session, InputOrigin.Goal round, String action) {
        if (!action.equals("complete") && !action.equals("blocked")) {
            throw new GoalException(GoalErrorCode.GOAL_AUTHORITY_REQUIRED, "a goal round may only report complete "
                    + "or blocked; pausing, resuming, editing and clearing are the person's decisions");
        }
        SessionGoals goals = registry.goals(session);
        synchronized (goals) {
            GoalSnapshot goal = goals.goal();
            GoalLifecycle.require(goal, new GoalRef(round.goalId(), round.revision()));
            if (goal.phase() != GoalPhase.ACTIVE || round.round() != goals.lastRoundNumber()) {
                throw new GoalException(GoalErrorCode.GOAL_STALE_REVISION, "this is no longer the current goal round");
            }
            int needed = blockedAfterRounds;
            if (action.equals("blocked") && goals.consecutiveRounds() < needed) {
                throw new GoalException(GoalErrorCode.GOAL_AUTHORITY_REQUIRED, "a goal round may report blocked only "
                        + "after " + needed + " goal rounds in a row (this is " + goals.consecutiveRounds()
                        + "); keep working or explain what blocks you");
            }
        }
    }

    /** {@code expected}: the goal revision a goal round started on; the claim counts for that one only. */
    private GoalView complete(ToolContext context, int round, GoalRef expected) {
        GoalSnapshot goal = registry.goals(context.sessionId()).goal();
        GoalLifecycle.require(goal, expected);
        if (goal.phase().finished()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "the goal is already complete");
        }
        GateDecision decision = judge.judge(goal, context.evidence(), context.workspace().root(), context.cancel());
        if (!decision.accepted()) {
            throw new Refused(decision.refusalMessage());
        }
        return service.complete(context.sessionId(), goal.ref(), CompletionJudge.completion(decision, round)).orThrow();
    }

    /**
     * In a goal round a passing claim is not saved mid-turn: the model could still write after it.
     * It stays pending and the round's settlement judges it again after the turn, with all the
     * round's evidence and the check command, for the revision the round started on.
     */
    private ToolResult claim(ToolContext context, GoalRef expected) {
        SessionGoals goals = registry.goals(context.sessionId());
        GoalSnapshot goal = goals.goal();
        GoalLifecycle.require(goal, expected);
        GateDecision decision = judge.judge(goal, context.evidence(), context.workspace().root(), context.cancel());
        if (!decision.accepted()) {
            throw new Refused(decision.refusalMessage());
        }
        goals.claimPending(context.turnId());
        goals.markNoted();
        return ToolResult.ok("Completion claim recorded: the gate passed for now. The harness judges it again when "
                + "this round ends — any workspace change after your last passing verification refuses it. "
                + "Finish your answer without changing anything.");
    }

    private GoalView block(SessionId session, JsonNode arguments, GoalRef expected) {
        BlockReason reason = new BlockReason(ToolResults.optionalText(arguments, "reason_code"),
                ToolResults.optionalText(arguments, "reason"));
        return service.block(session, expected, reason).orThrow();
    }

    /** A completion claim the gate refused: answered as the tool's (error) result. */
    private static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }
}
