package dev.ralphdesk.goal.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.goal.service.GoalRegistry;
import dev.ralphdesk.goal.service.SessionGoals;

/** {@code get_goal}: the current goal of this session, its rounds and activation. */
public final class GetGoalTool implements Tool {
    private final GoalRegistry registry;

    public GetGoalTool(GoalRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "get_goal";
    }

    @Override
    public String description() {
        return "Read the current goal of this chat: objective, phase, rounds started / cap, armed or disarmed.";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object().build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        SessionGoals goals = registry.goals(context.sessionId());
        synchronized (goals) {
            goals.markNoted();
            return ToolResult.ok(GoalJson.render(goals.view(registry.live(context.sessionId()))));
        }
    }
}
