package dev.ralphdesk.app;

import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.app.mcp.server.McpServers;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.ralph.service.RalphService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The composed application: the harness, its store, the one background executor, the plugin
 * services (goals, Ralph runs, MCP servers, which are ended on close), the shell's runner and — while
 * it owns the data folder — its control socket. Closing is idempotent (a shutdown hook may close it
 * too): the shell's spare sandbox is killed first, so that its end overlaps the rest (the JVM's exit
 * waits until it is seen), then the socket goes, the checkpoints of the sessions open for work are
 * saved, the store (and the folder lock) last.
 */
public record AppServices(Harness harness, SessionStore store, ExecutorService executor, GoalService goal,
        RalphService ralph, McpServers mcp, BashCommandRunner shell, AutoCloseable control)
        implements AutoCloseable {

    /** The same application, answering other processes on {@code server} until it closes. */
    public AppServices withControl(AutoCloseable server) {
        return new AppServices(harness, store, executor, goal, ralph, mcp, shell, server);
    }

    @Override
    public void close() {
        close(false);
    }

    /**
     * Closes the application of a process that ends right after (a headless command): as {@link #close},
     * but the store is closed for the exit ({@link SessionStore#closeForExit}), which may leave its
     * tidying to the next opening.
     */
    public void closeForExit() {
        close(true);
    }

    private void close(boolean processEnds) {
        shell.close();
        try {
            control.close();
        } catch (Exception e) {
            JulLogger.of(AppServices.class).log(System.Logger.Level.WARNING,
                    "closing the control socket failed: " + e.getMessage());
        }
        mcp.close();
        executor.shutdownNow();
        try {
            executor.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        harness.checkpointAll();
        if (processEnds) {
            store.closeForExit();
        } else {
            store.close();
        }
    }
}
