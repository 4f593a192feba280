package dev.ralphdesk.core.testing;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.tool.Tool;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/** A harness for tests: a real loop over a given store and provider, recording every live event. */
public final class TestHarness implements AutoCloseable {
    public final EventCatalog catalog;
    public final SessionStore store;
    public final EventBus bus = new EventBus(e -> {
        throw e;
    });
    public final List<AgentEvent> events = new CopyOnWriteArrayList<>();
    public final Harness harness;
    private final ExecutorService executor = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "test-agent");
        thread.setDaemon(true);
        return thread;
    });
    private final CountingExecutor tasks = new CountingExecutor(executor);

    public TestHarness(ModelProvider provider, HarnessOptions options, List<Plugin> plugins) {
        this(provider, options, plugins, InMemorySessionStore::new, EventCatalog.withCoreTypes());
    }

    public TestHarness(ModelProvider provider, HarnessOptions options, List<Plugin> plugins,
            Function<EventCatalog, SessionStore> stores, EventCatalog catalog) {
        this.catalog = catalog;
        this.store = stores.apply(catalog);
        bus.subscribe(events::add);
        this.harness = new Harness(catalog, store, provider, bus, tasks, options, plugins);
    }

    /** A plugin offering the given tools to chat sessions. */
    public static Plugin tools(Tool... tools) {
        List<Tool> list = new ArrayList<>(List.of(tools));
        return new Plugin() {
            @Override
            public String id() {
                return "test-tools";
            }

            @Override
            public void install(PluginContext context) {
                list.forEach(tool -> context.addTool(tool, Set.of(SessionKind.CHAT, SessionKind.RALPH_CHILD)));
            }
        };
    }

    /** A plugin adding {@code hook} to every turn. */
    public static Plugin hook(dev.ralphdesk.core.plugin.TurnHook hook) {
        return new Plugin() {
            @Override
            public String id() {
                return "test-hook";
            }

            @Override
            public void install(PluginContext context) {
                context.addTurnHook(hook);
            }
        };
    }

    public <T extends AgentEvent> List<T> events(Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The events of every session as they were committed and published, of one type, in order. */
    public <T extends SessionEvent> List<T> committed(Class<T> type) {
        return events.stream().filter(AgentEvent.Committed.class::isInstance)
                .map(e -> ((AgentEvent.Committed) e).event()).filter(type::isInstance).map(type::cast).toList();
    }

    /**
     * A probe that comes to rest when the harness's executor has drained (every agent idle, every
     * workflow ended) and no event is being published; add the plugin's own conditions to it.
     */
    public Quiescence quiescence() {
        return Quiescence.probe()
                .atRest("harness executor", () -> tasks.unfinished() == 0)
                .steady("published events", events::size);
    }

    /** Stops the executor as the app's shutdown does: the threads of running turns are interrupted. */
    public void stopExecutor() {
        executor.shutdownNow();
    }

    @Override
    public void close() {
        executor.shutdownNow();
        store.close();
    }
}
