package dev.ralphdesk.ralph;

import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.ralph.testing.RalphStack.ralph;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Only a turn the person started may start a Ralph run: goal rounds and system turns are refused. */
class RalphAuthorityTest {
    @TempDir
    Path workspace;

    @ParameterizedTest
    @ValueSource(strings = {"goal", "system"})
    void aTurnThePersonDidNotStartCannotStartARun(String kind) throws Exception {
        try (RalphStack stack = new RalphStack(List.of(ralph("rewrite everything", 256), text("done")), Map.of())) {
            Agent parent = stack.chat(workspace);
            InputOrigin origin = kind.equals("goal") ? new InputOrigin.Goal("goal-1", 1, 3) : InputOrigin.system();

            parent.submit(new TurnInput("keep going", origin)).get(30, TimeUnit.SECONDS);

            ChatMessage.ToolResult result = parent.history().stream().filter(m -> m instanceof ChatMessage.ToolResult)
                    .map(m -> (ChatMessage.ToolResult) m).findFirst().orElseThrow();
            assertTrue(result.error());
            assertTrue(result.content().contains("a Ralph run can only be started in a turn the person started"),
                    result.content());
            assertTrue(stack.service().runs(parent.sessionId()).isEmpty(), "no run started");
            assertEquals(List.of(), stack.childRequests(), "no round child ever asked the model");
        }
    }
}
