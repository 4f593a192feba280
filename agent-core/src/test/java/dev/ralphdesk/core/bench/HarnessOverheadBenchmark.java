package dev.ralphdesk.core.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.testing.ForwardingModelProvider;
import dev.ralphdesk.core.testing.Scripts;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §11: harness overhead from a tool result to the next model request, over a 1,000-step
 * scripted turn with a trivial tool. Run with {@code mvn -Pbench -pl agent-core -am verify}.
 */
@Tag("bench")
class HarnessOverheadBenchmark {
    private static final int STEPS = 1000;

    @Test
    void toolResultToNextModelRequest() throws Exception {
        List<Long> toolEnds = Collections.synchronizedList(new ArrayList<>());
        List<Long> requestStarts = Collections.synchronizedList(new ArrayList<>());
        ScriptedProvider scripted = new ScriptedProvider(new ScriptedScenario("bench", null, List.of(), List.of(),
                Scripts.call("tick", "n", "1")));
        ModelProvider timed = new ForwardingModelProvider(scripted) {
            @Override
            public ModelResponse stream(ModelRequest request, ModelStreamListener listener, CancellationToken cancel)
                    throws ModelException {
                requestStarts.add(System.nanoTime());
                return super.stream(request, listener, cancel);
            }
        };
        Tool tick = new Tool() {
            @Override
            public String name() {
                return "tick";
            }

            @Override
            public String description() {
                return "Does nothing.";
            }

            @Override
            public ObjectNode parameters() {
                return Schemas.object().string("n", "anything", false).build();
            }

            @Override
            public ToolResult call(JsonNode arguments, ToolContext context) {
                ToolResult result = ToolResult.ok("tock");
                toolEnds.add(System.nanoTime());
                return result;
            }
        };
        HarnessOptions options = HarnessOptions.defaults().withAgentConfig(AgentConfig.defaults().withMaxSteps(STEPS));
        Path workspace = Files.createTempDirectory("bench");
        try (TestHarness t = new TestHarness(timed, options, List.of(TestHarness.tools(tick)))) {
            TurnResult result = t.harness.createChat("bench", workspace).submit(TurnInput.human("go"))
                    .get(5, TimeUnit.MINUTES);
            assertEquals(STEPS, result.steps());
        }
        List<Long> gaps = new ArrayList<>();
        for (int i = 0; i + 1 < requestStarts.size() && i < toolEnds.size(); i++) {
            gaps.add(requestStarts.get(i + 1) - toolEnds.get(i));
        }
        Collections.sort(gaps);
        double median = gaps.get(gaps.size() / 2) / 1e6;
        double p99 = gaps.get((int) Math.ceil(gaps.size() * 0.99) - 1) / 1e6;
        System.out.printf("harness overhead, tool result -> next model request, %d steps: median %.3f ms, p99 %.3f ms%n",
                gaps.size(), median, p99);
    }
}
