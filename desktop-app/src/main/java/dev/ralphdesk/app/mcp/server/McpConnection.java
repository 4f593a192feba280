package dev.ralphdesk.app.mcp.server;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.app.mcp.config.McpServerConfig;
import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * One MCP server of one workspace, through the SDK's client: started on demand (a process in the
 * workspace with the shell's environment allowlist plus the server's own {@code env}, or a connection to
 * its URL), its tools listed, its tools called, and closed. A server that fails to start or dies is
 * marked failed with the reason (its last stderr lines included) and never throws past its caller's
 * tool result; the next use restarts it once, after which only the person's Restart does.
 */
public final class McpConnection {
    static final Duration CALL_TIMEOUT = Duration.ofMinutes(10);
    private final McpServerConfig config;
    private final Path workspace;
    private final Map<String, String> environment;
    private final Duration startTimeout;
    private final ChildProcesses children;
    private final Deque<String> stderr = new ArrayDeque<>();
    private ServerState state;
    private McpAsyncClient client;
    private ProcessHandle process;
    private CompletableFuture<?> died = new CompletableFuture<>();
    private List<McpSchema.Tool> tools = List.of();
    private boolean retried;

    /**
     * @param environment the variables a started server gets besides its own {@code env}: the shell's allowlist
     */
    public McpConnection(McpServerConfig config, Path workspace, Map<String, String> environment,
            Duration startTimeout, ChildProcesses children) {
        this.config = config;
        this.workspace = workspace;
        this.environment = Map.copyOf(environment);
        this.startTimeout = startTimeout;
        this.children = children;
        this.state = config.problem() != null ? state(ServerState.Phase.FAILED, config.problem())
                : state(ServerState.Phase.NOT_STARTED, "");
    }

    public McpServerConfig config() {
        return config;
    }

    public synchronized ServerState state() {
        return state;
    }

    /**
     * Starts the server if it is not running and may be (re)started: never started, stopped, or failed
     * once since the last Restart. Waits at most the start timeout; a cancelled turn stops waiting.
     *
     * @return whether it is ready
     */
    public synchronized boolean ensureStarted(CancellationToken cancel) {
        if (config.problem() != null) {
            return false;
        }
        ServerState.Phase phase = state.phase();
        if (phase == ServerState.Phase.READY && !died.isDone()) {
            return true;
        }
        if (phase == ServerState.Phase.READY || phase == ServerState.Phase.FAILED) {
            if (retried) {
                return false;
            }
            retried = true; // one automatic restart after a failure; then only the person's Restart
        }
        start(cancel);
        return state.phase() == ServerState.Phase.READY;
    }

    /** The person's Restart: stops the server and lets it start again, with one more automatic retry. */
    public synchronized void restart(CancellationToken cancel) {
        stop(ServerState.Phase.STOPPED, "");
        retried = false;
        start(cancel);
    }

    public synchronized List<McpSchema.Tool> tools() {
        return tools;
    }

    /** Calls a tool; a cancelled call stops the server (the only way the call stops), which restarts on next use. */
    public McpSchema.CallToolResult call(String tool, Map<String, Object> arguments, CancellationToken cancel) {
        McpAsyncClient current;
        CompletableFuture<?> exit;
        synchronized (this) {
            if (state.phase() != ServerState.Phase.READY || died.isDone()) {
                throw new ServerFailure("the server is not running (" + state.describe() + ")");
            }
            current = client;
            exit = died;
        }
        try {
            return Waits.await(current.callTool(new McpSchema.CallToolRequest(tool, arguments)), CALL_TIMEOUT, cancel,
                    exit, "calling " + tool);
        } catch (dev.ralphdesk.core.cancel.CancelledException e) {
            synchronized (this) {
                if (client == current) {
                    stop(ServerState.Phase.STOPPED, "stopped with the cancelled turn; it starts again when needed");
                    retried = false;
                }
            }
            throw e;
        } catch (ServerFailure e) {
            synchronized (this) {
                if (client == current) {
                    stop(ServerState.Phase.FAILED, e.getMessage() + stderrTail());
                }
            }
            throw e;
        }
    }

    public synchronized void close() {
        if (state.phase() != ServerState.Phase.DECLINED) {
            stop(ServerState.Phase.STOPPED, "");
        }
    }

    /** Back to not started, so that the next turn asks the person again (a declined workspace server). */
    public synchronized void forget() {
        stop(ServerState.Phase.NOT_STARTED, "");
        retried = false;
    }

    /** Marks a workspace's server that the person did not allow to start. */
    public synchronized void decline(String why) {
        state = state(ServerState.Phase.DECLINED, why);
    }

    private void start(CancellationToken cancel) {
        state = state(ServerState.Phase.STARTING, "");
        stderr.clear();
        died = new CompletableFuture<>();
        tools = List.of();
        McpAsyncClient started = null;
        try {
            if (config.stdio()) {
                Executables.require(config.command(), workspace, environment.get("PATH"));
            }
            started = McpClient.async(transport()).requestTimeout(CALL_TIMEOUT).initializationTimeout(startTimeout)
                    .clientInfo(new McpSchema.Implementation("ralph-desk", "1"))
                    .toolsChangeConsumer(changed -> {
                        synchronized (this) {
                            tools = List.copyOf(changed);
                            state = state(ServerState.Phase.READY, "");
                        }
                        return reactor.core.publisher.Mono.empty();
                    }).build();
            McpAsyncClient initializing = started;
            process = config.stdio() ? children.started(() -> Waits.await(initializing.initialize(), startTimeout,
                    cancel, new CompletableFuture<>(), "starting")) : null;
            if (process != null) {
                CompletableFuture<?> exit = died;
                process.onExit().whenComplete((p, e) -> exit.complete(null));
            }
            client = started;
            tools = listTools(cancel);
            state = state(ServerState.Phase.READY, "");
        } catch (ServerFailure e) {
            client = started;
            stop(ServerState.Phase.FAILED, e.getMessage() + stderrTail());
        } catch (RuntimeException e) {
            client = started;
            if (e instanceof dev.ralphdesk.core.cancel.CancelledException) {
                stop(ServerState.Phase.STOPPED, "the turn was cancelled while it started");
                throw e;
            }
            stop(ServerState.Phase.FAILED, "cannot start: " + Waits.message(e) + stderrTail());
        }
    }

    private List<McpSchema.Tool> listTools(CancellationToken cancel) {
        List<McpSchema.Tool> all = new ArrayList<>();
        String cursor = null;
        do {
            McpSchema.ListToolsResult page = Waits.await(client.listTools(cursor), startTimeout, cancel, died,
                    "listing its tools");
            all.addAll(page.tools());
            cursor = page.nextCursor();
        } while (cursor != null && !cursor.isEmpty());
        return List.copyOf(all);
    }

    private McpClientTransport transport() {
        if (!config.stdio()) {
            return HttpClientStreamableHttpTransport.builder(config.url()).build();
        }
        Map<String, String> env = new java.util.HashMap<>(environment);
        env.putAll(config.env());
        ServerParameters parameters = ServerParameters.builder(config.command()).args(config.args()).env(env).build();
        AllowlistedStdioTransport transport = new AllowlistedStdioTransport(parameters, McpJsonDefaults.getMapper(),
                workspace);
        transport.setStdErrorHandler(this::stderrLine);
        return transport;
    }

    private synchronized void stderrLine(String line) {
        stderr.addLast(line.length() > 200 ? line.substring(0, 200) + "…" : line);
        while (stderr.size() > 5) {
            stderr.removeFirst();
        }
    }

    private String stderrTail() {
        return stderr.isEmpty() ? "" : " (its last output on stderr: " + String.join(" | ", stderr) + ")";
    }

    /** Closes the client and ends the process and its children; the state says why. */
    private void stop(ServerState.Phase phase, String why) {
        McpAsyncClient closing = client;
        ProcessHandle running = process;
        client = null;
        process = null;
        tools = List.of();
        state = state(phase, why);
        if (closing != null) {
            try {
                closing.close();
            } catch (RuntimeException e) {
                // closing a broken client: nothing more to do than end its process below
            }
        }
        if (running != null) {
            running.descendants().forEach(ProcessHandle::destroyForcibly);
            running.destroyForcibly();
        }
    }

    private ServerState state(ServerState.Phase phase, String detail) {
        return new ServerState(config.name(), config.origin(), phase, tools.size(), detail);
    }
}
