package dev.ralphdesk.app.mcp.testing;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A real MCP server over stdio, written with the SDK's server side, for the tests: started as a child
 * process with the test class path. Tools: {@code echo}, {@code fail} (an error result), {@code slow}
 * (sleeps), {@code die} (the process exits mid-call), {@code env} (its environment variable names),
 * {@code picture} (an image and text).
 */
public final class TestMcpServer {
    private TestMcpServer() {
    }

    public static void main(String[] args) throws Exception {
        StdioServerTransportProvider transport = new StdioServerTransportProvider(McpJsonDefaults.getMapper());
        McpServer.sync(transport).serverInfo("test-server", "1")
                .capabilities(McpSchema.ServerCapabilities.builder().tools(true).build())
                .tools(tool("echo", "Echoes the text back.", Map.of("text", Map.of("type", "string")),
                        args2 -> text("echo: " + args2.get("text"), false)),
                        tool("fail", "Always answers with an error result.", Map.of(),
                                args2 -> text("it went wrong on purpose", true)),
                        tool("slow", "Sleeps for ms milliseconds.", Map.of("ms", Map.of("type", "integer")), args2 -> {
                            sleep(((Number) args2.get("ms")).longValue());
                            return text("slept", false);
                        }),
                        tool("die", "Exits in the middle of the call.", Map.of(), args2 -> {
                            System.err.println("about to exit on purpose");
                            Runtime.getRuntime().halt(3);
                            return text("unreachable", false);
                        }),
                        tool("env", "Lists its environment variable names.", Map.of(),
                                args2 -> text(String.join(",", new TreeSet<>(System.getenv().keySet())), false)),
                        tool("picture", "An image and a caption.", Map.of(), args2 -> new McpSchema.CallToolResult(
                                List.of(new McpSchema.ImageContent(null, "iVBORw0KGgo=", "image/png"),
                                        new McpSchema.TextContent("a caption")), false, null, null)))
                .build();
        Thread.currentThread().join();
    }

    private interface Handler {
        McpSchema.CallToolResult call(Map<String, Object> arguments);
    }

    private static McpServerFeatures.SyncToolSpecification tool(String name, String description,
            Map<String, Object> properties, Handler handler) {
        McpSchema.Tool tool = McpSchema.Tool.builder().name(name).description(description)
                .inputSchema(Map.of("type", "object", "properties", properties)).build();
        return McpServerFeatures.SyncToolSpecification.builder().tool(tool)
                .callHandler((exchange, request) -> handler.call(request.arguments() == null ? Map.of()
                        : request.arguments()))
                .build();
    }

    private static McpSchema.CallToolResult text(String text, boolean error) {
        return new McpSchema.CallToolResult(List.of(new McpSchema.TextContent(text)), error, null, null);
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
