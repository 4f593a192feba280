package dev.ralphdesk.goal.tools;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.service.GoalView;

/** The goal as the model reads it in tool results. */
final class GoalJson {
    private GoalJson() {
    }

    static String render(GoalView view) {
        ObjectNode root = Json.object();
        GoalSnapshot goal = view.goal();
        if (goal == null) {
            root.putNull("goal");
            return Json.write(root);
        }
        ObjectNode node = root.putObject("goal");
        node.put("id", goal.id());
        node.put("revision", goal.revision());
        node.put("objective", goal.objective());
        node.put("phase", goal.phase().wire());
        if (goal.blockedReason() != null) {
            node.putObject("blockedReason").put("code", goal.blockedReason().code())
                    .put("message", goal.blockedReason().message());
        }
        node.put("maxGoalRounds", goal.maxGoalRounds());
        if (goal.checkCommand() != null) {
            node.put("checkCommand", goal.checkCommand());
        }
        node.put("continuation", goal.continuation().wire());
        if (goal.verifierInstructions() != null) {
            node.put("verifierInstructions", goal.verifierInstructions());
        }
        if (goal.completion() != null) {
            node.put("certifiedBy", goal.completion().certifiedBy());
        }
        root.put("roundsStarted", view.roundsStarted());
        root.put("activation", view.activation().label());
        root.put("tokensUsed", view.usage().tokens());
        if (view.lastEvidence() != null) {
            root.put("lastEvidence", view.lastEvidence().describe());
        }
        return Json.write(root);
    }
}
