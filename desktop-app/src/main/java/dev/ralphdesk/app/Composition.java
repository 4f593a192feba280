package dev.ralphdesk.app;

import dev.ralphdesk.app.log.ActivityLog;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.http.StreamingHttpProvider;
import dev.ralphdesk.core.plugin.Plugin;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.CommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.goal.GoalPlugin;
import dev.ralphdesk.ralph.RalphPlugin;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.net.URI;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/** The composition root: the explicit list of plugins, the store and the provider, wired once. */
public final class Composition {
    private static final System.Logger LOG = System.getLogger(Composition.class.getName());

    private Composition() {
    }

    public static AppServices compose(ModelProvider provider, Function<EventCatalog, SessionStore> stores,
            HarnessOptions options, EventBus bus) {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        SessionStore store = stores.apply(catalog);
        ExecutorService executor = backgroundExecutor();
        CommandRunner commands = new BashCommandRunner();
        GoalPlugin goal = new GoalPlugin(commands);
        RalphPlugin ralph = new RalphPlugin(commands);
        // The plugins of the product, in order. Removing goal or ralph leaves a working chat.
        List<Plugin> plugins = List.of(new WorkspacePlugin(commands), goal, ralph);
        Harness harness = new Harness(catalog, store, provider, bus, executor, options, plugins);
        bus.subscribe(new ActivityLog());
        LOG.log(System.Logger.Level.INFO, "model: " + provider.name() + " " + provider.model() + endpoint(provider));
        return new AppServices(harness, store, executor, goal.service(), ralph.service());
    }

    /** Where an HTTP provider sends its requests, scheme, host and port only (never a path, query or user info). */
    private static String endpoint(ModelProvider provider) {
        if (provider instanceof StreamingHttpProvider http) {
            URI uri = http.config().baseUri();
            return " at " + uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
        }
        return "";
    }

    /** The SQLite session log in a data folder (opened once the plugins' event types can be known). */
    public static Function<EventCatalog, SessionStore> sqlite(DataFolder folder) {
        return catalog -> SqliteSessionStore.open(folder, catalog);
    }

    /** The one executor all background work goes through: daemon threads, named for diagnostics. */
    static ExecutorService backgroundExecutor() {
        AtomicInteger count = new AtomicInteger();
        return Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "ralph-desk-worker-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }
}
