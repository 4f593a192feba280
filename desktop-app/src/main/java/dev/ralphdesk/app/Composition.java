package dev.ralphdesk.app;

import dev.ralphdesk.app.log.ActivityLog;
import dev.ralphdesk.app.mcp.McpPlugin;
import dev.ralphdesk.app.mcp.server.McpTrust;
import dev.ralphdesk.core.control.ControlServer;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.git.CheckpointsPlugin;
import dev.ralphdesk.core.harness.CliCommand;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.instructions.InstructionsPlugin;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.http.StreamingHttpProvider;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.CommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.goal.GoalPlugin;
import dev.ralphdesk.persistence.cli.SessionsPlugin;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.SqliteReadOnlyStore;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import dev.ralphdesk.persistence.sqlite.StoreOpening;
import dev.ralphdesk.ralph.RalphPlugin;
import java.net.URI;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import java.util.function.Supplier;

/** The composition root: the explicit list of plugins, the store and the provider, wired once. */
public final class Composition {
    private static final System.Logger LOG = JulLogger.of(Composition.class);

    private Composition() {
    }

    public static AppServices compose(ModelProvider provider, Function<EventCatalog, SessionStore> stores,
            HarnessOptions options, EventBus bus) {
        return compose(provider, stores, options, bus, McpSetup.none());
    }

    /** The application with the MCP servers of {@code mcp}. */
    public static AppServices compose(ModelProvider provider, Function<EventCatalog, SessionStore> stores,
            HarnessOptions options, EventBus bus, McpSetup mcp) {
        return compose(provider, stores, options, bus, mcp, BackgroundExecutor.create());
    }

    /** The application with all its background work on {@code executor} (a test counts what it runs). */
    public static AppServices compose(ModelProvider provider, Function<EventCatalog, SessionStore> stores,
            HarnessOptions options, EventBus bus, McpSetup mcp, ExecutorService executor) {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        SessionStore store = stores.apply(catalog);
        // the agent's shell, goal checks and Ralph checks all run in the same sandbox and environment
        BashCommandRunner commands = new BashCommandRunner(options.shell(), options.approval().protectedPaths());
        GoalPlugin goal = new GoalPlugin(commands);
        RalphPlugin ralph = new RalphPlugin(commands);
        // The plugins of the product, in order. Removing goal or ralph leaves a working chat; removing
        // one removes its commands, its tools and its command line.
        // MCP servers get the shell's environment allowlist; nothing of the SDK loads until a workspace has one
        McpPlugin servers = new McpPlugin(mcp.servers(), options.shell().environment()::variables,
                new McpTrust(mcp.trustFile()), McpPlugin.START_TIMEOUT);
        List<Plugin> plugins = List.of(new WorkspacePlugin(commands), new InstructionsPlugin(), servers,
                new SessionsPlugin(), goal, ralph, new CheckpointsPlugin(options.shell().environment()::variables));
        Harness harness = new Harness(catalog, store, provider, bus, executor, options, plugins);
        bus.subscribe(new ActivityLog());
        if (!(provider instanceof DeferredModelProvider)) {
            logModel(provider); // a deferred one is logged when a command first needs it, if ever
        }
        return new AppServices(harness, harness.store(), executor, goal.service(), ralph.service(), servers.servers(),
                commands, () -> { });
    }

    /**
     * The command lines of the plugins {@link #compose} installs, made before the application is: each
     * asks {@code app} for its plugin's service only when it runs, so the words of a command are parsed
     * with nothing composed.
     */
    public static List<CliCommand> cliCommands(Supplier<AppServices> app) {
        return List.of(new SessionsPlugin().cliCommand(), GoalPlugin.cliCommand(() -> app.get().goal()),
                RalphPlugin.cliCommand(() -> app.get().ralph()));
    }

    /** Logs which model the process talks to. */
    static void logModel(ModelProvider provider) {
        LOG.log(System.Logger.Level.INFO, "model: " + provider.name() + " " + provider.model() + endpoint(provider));
    }

    /** Where an HTTP provider sends its requests, scheme, host and port only (never a path, query or user info). */
    private static String endpoint(ModelProvider provider) {
        if (provider instanceof StreamingHttpProvider http) {
            URI uri = http.config().baseUri();
            return " at " + uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
        }
        return "";
    }

    /**
     * The application as the owner of {@code folder} (it holds the folder's lock): it answers the commands
     * of other processes on the folder's control socket until it closes.
     */
    public static AppServices owning(AppServices app, DataFolder folder) {
        return ControlServer.start(folder.socketFile(), app.harness().controlVerbs()).map(app::withControl)
                .orElse(app);
    }

    /** The SQLite session log of a data folder opened for reading only: no folder lock, every change refused. */
    public static Function<EventCatalog, SessionStore> sqliteReader(DataFolder folder) {
        return catalog -> SqliteReadOnlyStore.open(folder, catalog);
    }

    /**
     * The window's SQLite session log in a data folder (opened once the plugins' event types can be
     * known), which prepares the first screen in the background.
     */
    public static Function<EventCatalog, SessionStore> sqlite(DataFolder folder) {
        return sqlite(folder, SqliteOptions.defaults());
    }

    /** The SQLite session log in a data folder with these options (a command's prepare no first screen). */
    public static Function<EventCatalog, SessionStore> sqlite(DataFolder folder, SqliteOptions options) {
        return catalog -> SqliteSessionStore.open(folder, catalog, options);
    }

    /** The SQLite session log whose opening was begun before the application is composed. */
    public static Function<EventCatalog, SessionStore> sqlite(StoreOpening opening) {
        return opening::store;
    }
}
