package dev.ralphdesk.goal.tools;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.goal.GoalStack;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalPhase;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The model's goal tools and who may do what with them. */
class GoalToolsTest {
    @TempDir
    Path workspace;

    private static ObjectNode args(String... pairs) {
        ObjectNode node = Json.object();
        for (int i = 0; i < pairs.length; i += 2) {
            node.put(pairs[i], pairs[i + 1]);
        }
        return node;
    }

    private static List<ToolCallFinished> results(GoalStack s, SessionId id) {
        return s.events(id).stream().filter(ToolCallFinished.class::isInstance).map(ToolCallFinished.class::cast)
                .toList();
    }

    @Test
    void aHumanTurnCreatesAGoalAndItsFirstRoundStartsAfterTheTurn() throws Exception {
        try (GoalStack s = GoalStack.of(workspace,
                call("create_goal", args("objective", "keep the build green", "max_rounds", "1")),
                text("I created a goal."), text("Round one."), text("Closing."))) {
            Agent agent = s.chat();
            agent.submit(TurnInput.human("Keep working until the build is green.")).get(10, TimeUnit.SECONDS);
            s.awaitIdle(agent);

            assertFalse(results(s, agent.sessionId()).get(0).error(), results(s, agent.sessionId()).get(0).output());
            assertEquals(List.of("human", "goal-1#1", "system"), s.origins(agent.sessionId()));
            assertEquals(BlockReason.ROUND_LIMIT, s.view(agent.sessionId()).goal().blockedReason().code());
        }
    }

    @Test
    void aGoalRoundCanNeitherCreateNorPauseNorReportBlockedTooEarly() throws Exception {
        try (GoalStack s = GoalStack.of(workspace,
                call("create_goal", args("objective", "another")),
                call("update_goal", args("action", "pause")),
                call("update_goal", args("action", "blocked", "reason_code", "stuck", "reason", "no idea")),
                text("ok"), text("closing"))) {
            Agent agent = s.chat();
            assertTrue(s.service.create(agent.sessionId(), GoalDraft.of("tidy").withMaxGoalRounds(1)).ok());
            s.awaitIdle(agent);

            List<String> outputs = results(s, agent.sessionId()).stream().map(ToolCallFinished::output).toList();
            assertEquals("GOAL_AUTHORITY_REQUIRED: only a turn started by the person's own message may create a goal",
                    outputs.get(0));
            assertTrue(outputs.get(1).startsWith("GOAL_AUTHORITY_REQUIRED: a goal round may only report complete or "
                    + "blocked"), outputs.get(1));
            assertEquals("GOAL_AUTHORITY_REQUIRED: a goal round may report blocked only after 3 goal rounds in a row "
                    + "(this is 1); keep working or explain what blocks you", outputs.get(2));
        }
    }

    @Test
    void aGoalRoundMayReportBlockedAfterThreeRoundsInARow() throws Exception {
        try (GoalStack s = GoalStack.of(workspace, text("one"), text("two"),
                call("update_goal", args("action", "blocked", "reason_code", "missing-credentials",
                        "reason", "The deploy needs a token I do not have.")),
                text("Blocked."), text("Closing: I need a deploy token."))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal deploy the site").ok());
            s.awaitIdle(agent);

            assertEquals(new BlockReason("missing-credentials", "The deploy needs a token I do not have."),
                    s.view(agent.sessionId()).goal().blockedReason());
            assertEquals(List.of("goal-1#1", "goal-1#2", "goal-1#3", "system"), s.origins(agent.sessionId()));
        }
    }

    @Test
    void aHumanTurnMayPauseAndCreateIsRefusedWhileAGoalIsUnfinished() throws Exception {
        try (GoalStack s = GoalStack.with(workspace, java.util.Map.of("goal.rounds", "explicit"), List.of(),
                call("update_goal", args("action", "pause")),
                call("create_goal", args("objective", "another one")),
                call("get_goal", Json.object()), text("Paused."))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal first one").ok());
            agent.submit(TurnInput.human("Please pause the goal.")).get(10, TimeUnit.SECONDS);

            List<ToolCallFinished> results = results(s, agent.sessionId());
            assertFalse(results.get(0).error(), results.get(0).output());
            assertTrue(results.get(1).output().startsWith("GOAL_ALREADY_EXISTS: "), results.get(1).output());
            assertTrue(results.get(2).output().contains("\"phase\":\"paused\""), results.get(2).output());
            assertEquals(GoalPhase.PAUSED, s.view(agent.sessionId()).goal().phase());
        }
    }

    @Test
    void aHumanMessageSeesANoteAboutAGoalChangeItDidNotMake() throws Exception {
        try (GoalStack s = GoalStack.with(workspace, java.util.Map.of("goal.rounds", "explicit"), List.of(),
                text("Noted."))) {
            Agent agent = s.chat();
            assertTrue(s.command(agent, "/goal write the changelog").ok());
            agent.submit(TurnInput.human("What are we doing?")).get(10, TimeUnit.SECONDS);

            String last = s.requests().get(0).messages().get(1).toString();
            assertTrue(last.contains("[harness note from goal]\nGoal snapshot (revision 1): active; rounds 0 / 256"),
                    last);
        }
    }
}
