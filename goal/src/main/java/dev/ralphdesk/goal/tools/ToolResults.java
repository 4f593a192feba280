package dev.ralphdesk.goal.tools;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.goal.domain.GoalErrorCode;
import dev.ralphdesk.goal.domain.GoalException;

/** Shared bits of the goal tools: refusals as error results with their code, optional arguments. */
final class ToolResults {
    private ToolResults() {
    }

    static ToolResult refused(GoalException e) {
        return ToolResult.error(e.describe());
    }

    static String optionalText(JsonNode arguments, String name) {
        return arguments.hasNonNull(name) ? arguments.get(name).asText() : null;
    }

    static Integer optionalInt(JsonNode arguments, String name) {
        if (!arguments.hasNonNull(name)) {
            return null;
        }
        JsonNode value = arguments.get(name);
        if (value.isTextual() && value.asText().strip().matches("[0-9]{1,9}")) {
            return Integer.parseInt(value.asText().strip());
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_MAX_ROUNDS, name + " must be a whole number");
        }
        return value.asInt();
    }
}
