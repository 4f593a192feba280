package dev.ralphdesk.core.agent;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.testing.EchoTool;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tool specs a turn sends: made once at the turn's start, the same in every step's request. */
class ToolSpecsOfTurnTest {
    @TempDir
    Path workspace;

    /** A tool the model never calls, counting how often its schema is made. */
    private static final class CountedTool implements Tool {
        int schemas;

        @Override
        public String name() {
            return "counted";
        }

        @Override
        public String description() {
            return "Counts its schemas.";
        }

        @Override
        public ObjectNode parameters() {
            schemas++;
            return Schemas.object().string("text", "anything", true).build();
        }

        @Override
        public ToolResult call(JsonNode arguments, ToolContext context) {
            return ToolResult.ok("counted");
        }
    }

    @Test
    void aTurnOfThreeStepsMakesEachToolsSchemaOnceAndSendsItInEveryRequest() throws Exception {
        CountedTool counted = new CountedTool();
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(call("echo", "text", "a"),
                call("echo", "text", "b"), text("done"))));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(),
                List.of(TestHarness.tools(new EchoTool(), counted)))) {
            Agent agent = t.harness.createChat("test", workspace);
            int before = counted.schemas;
            agent.submit(TurnInput.human("go")).get(10, TimeUnit.SECONDS);
            assertEquals(1, counted.schemas - before);
            List<ModelRequest> requests = provider.requests();
            assertEquals(3, requests.size());
            for (ModelRequest request : requests) {
                assertEquals(requests.get(0).tools(), request.tools());
                assertEquals(List.of("echo", "counted"), request.tools().stream().map(spec -> spec.name()).toList());
            }
        }
    }
}
