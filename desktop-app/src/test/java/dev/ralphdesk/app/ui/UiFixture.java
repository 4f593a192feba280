package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.ui.bridge.CurrentThreadUiExecutor;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.testing.EchoTool;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.goal.GoalPlugin;
import dev.ralphdesk.ralph.RalphPlugin;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * View models over a real harness without a stage: in-memory store, scripted model, and every
 * thread seam on the calling thread (agent turns run inside {@code submit}, frames on {@link #frame()}).
 */
public final class UiFixture implements AutoCloseable {
    public final EventCatalog catalog = EventCatalog.withCoreTypes();
    public final InMemorySessionStore store = new InMemorySessionStore(catalog);
    public final EventBus bus = new EventBus(e -> {
        throw e;
    });
    public final ManualFrameClock clock = new ManualFrameClock();
    public final CurrentThreadUiExecutor ui = new CurrentThreadUiExecutor();
    public final Harness harness;
    public final WorkbenchViewModel workbench;
    public final Path workspace;

    public UiFixture(Path workspace, List<ScriptedResponse> script) {
        this(workspace, script, List.of());
    }

    /** With {@code extra} plugins installed after the product's. */
    public UiFixture(Path workspace, List<ScriptedResponse> script, List<Plugin> extra) {
        this.workspace = workspace;
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(script));
        GoalPlugin goal = new GoalPlugin(new BashCommandRunner());
        RalphPlugin ralph = new RalphPlugin(new BashCommandRunner());
        List<Plugin> plugins = new ArrayList<>(List.of(TestHarness.tools(new EchoTool()), goal, ralph));
        plugins.addAll(extra);
        this.harness = new Harness(catalog, store, provider, bus, Runnable::run, HarnessOptions.defaults(), plugins);
        this.workbench = new WorkbenchViewModel(harness, goal.service(), ralph.service(), ui, clock, "scripted · test");
    }

    /** One pulse: hands the coalesced events to the view models. */
    public void frame() {
        clock.tick();
    }

    @Override
    public void close() {
        workbench.close();
        store.close();
    }
}
