package dev.ralphdesk.app;

import dev.ralphdesk.core.model.ProviderCapabilities;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.resources.Resources;

/** The offline demo model: the scripted provider with the bundled demo scenario. */
public final class DemoModel {
    public static final String SCENARIO = "demo/scenario.json";
    /** The bundled scenario's {@code model}, known without parsing it. */
    public static final String MODEL = "offline-demo";

    private DemoModel() {
    }

    public static ScriptedProvider provider() {
        return new ScriptedProvider(ScriptedScenario.parse(Resources.text(SCENARIO), "bundled " + SCENARIO));
    }

    /**
     * The demo model for the window: the scenario is parsed on the first request, not while the
     * window starts (a few hundred milliseconds of JSON binding in a cold JVM).
     */
    public static DeferredModelProvider deferred() {
        return new DeferredModelProvider(ScriptedProvider.NAME, MODEL, ProviderCapabilities.FULL, DemoModel::provider);
    }
}
