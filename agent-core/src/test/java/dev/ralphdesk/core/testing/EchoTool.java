package dev.ralphdesk.core.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolException;
import dev.ralphdesk.core.tool.ToolResult;

/** A trivial tool for loop tests: echoes {@code text}; {@code fail: true} makes it throw. */
public final class EchoTool implements Tool {

    @Override
    public String name() {
        return "echo";
    }

    @Override
    public String description() {
        return "Echoes its text.";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object().string("text", "what to echo", true).bool("fail", "throw instead", false).build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        if (arguments.path("fail").asBoolean(false)) {
            throw new IllegalStateException("echo was asked to fail");
        }
        if (arguments.path("refuse").asBoolean(false)) {
            throw new ToolException("refused");
        }
        return ToolResult.ok(arguments.get("text").asText());
    }
}
