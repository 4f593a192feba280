package dev.ralphdesk.goal.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.goal.domain.ContinuationMode;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalErrorCode;
import dev.ralphdesk.goal.domain.GoalException;
import dev.ralphdesk.goal.service.GoalRegistry;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalView;

/**
 * {@code create_goal}: only in a turn started by a direct human message, and only when no
 * unfinished goal exists. The first round starts after this turn ends normally.
 */
public final class CreateGoalTool implements Tool {
    private final GoalService service;
    private final GoalRegistry registry;

    public CreateGoalTool(GoalService service, GoalRegistry registry) {
        this.service = service;
        this.registry = registry;
    }

    @Override
    public String name() {
        return "create_goal";
    }

    @Override
    public String description() {
        return "Create a persistent goal for this chat, only when the person explicitly asks for long, multi-round "
                + "work. The harness then keeps starting goal rounds until the goal is verifiably complete.";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object()
                .string("objective", "the objective, in the person's words", true)
                .integer("max_rounds", "round cap (default 256)", false)
                .string("check_command", "a command the harness runs itself to confirm completion, e.g. mvn -q test",
                        false)
                .enumeration("continuation", "keep-history (default) or compact", false, "keep-history", "compact")
                .string("verifier_instructions", "how to verify the work", false)
                .integer("budget_tokens", "token budget", false)
                .build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        if (!(context.origin() instanceof InputOrigin.Human)) {
            return ToolResults.refused(new GoalException(GoalErrorCode.GOAL_AUTHORITY_REQUIRED,
                    "only a turn started by the person's own message may create a goal"));
        }
        try {
            GoalDraft draft = new GoalDraft(arguments.path("objective").asText(),
                    ToolResults.optionalInt(arguments, "max_rounds"),
                    ToolResults.optionalText(arguments, "check_command"),
                    arguments.hasNonNull("budget_tokens")
                            ? new GoalBudgets(arguments.get("budget_tokens").asLong(), null, null) : null,
                    arguments.hasNonNull("continuation")
                            ? ContinuationMode.fromWire(arguments.get("continuation").asText()) : null,
                    ToolResults.optionalText(arguments, "verifier_instructions"));
            GoalView view = service.create(context.sessionId(), draft).orThrow();
            registry.goals(context.sessionId()).markNoted();
            return ToolResult.ok("Goal created; its first round starts after this turn.\n" + GoalJson.render(view));
        } catch (GoalException e) {
            return ToolResults.refused(e);
        }
    }
}
