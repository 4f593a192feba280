package dev.ralphdesk.app;

import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.resources.Resources;

/** The offline demo model: the scripted provider with the bundled demo scenario. */
public final class DemoModel {
    public static final String SCENARIO = "demo/scenario.json";

    private DemoModel() {
    }

    public static ScriptedProvider provider() {
        return new ScriptedProvider(ScriptedScenario.parse(Resources.text(SCENARIO), "bundled " + SCENARIO));
    }
}
