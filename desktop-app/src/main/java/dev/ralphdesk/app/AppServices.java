package dev.ralphdesk.app;

import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.app.mcp.server.McpServers;
import dev.ralphdesk.ralph.service.RalphService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The composed application: the harness, its store, the one background executor and the plugin services
 * (goals, Ralph runs, MCP servers, which are ended on close).
 */
public record AppServices(Harness harness, SessionStore store, ExecutorService executor, GoalService goal,
        RalphService ralph, McpServers mcp) implements AutoCloseable {

    @Override
    public void close() {
        mcp.close();
        executor.shutdownNow();
        try {
            executor.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        store.close();
    }
}
