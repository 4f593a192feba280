package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.http.HttpRuntime;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.settings.ProviderChoice;
import dev.ralphdesk.core.settings.ProviderFactory;
import dev.ralphdesk.core.settings.ProviderOverrides;
import dev.ralphdesk.core.settings.ProviderPreset;
import java.nio.file.Path;
import java.util.Map;

/**
 * The model of a headless command, chosen as the window chooses it — {@code settings.json} and the
 * command line — except that it never falls back to the offline model: a missing or unusable choice
 * stops the command (exit code 3) with what to fix. The scripted model runs only when asked for:
 * {@code --provider scripted} (the demo scenario) or {@code --scenario FILE}.
 */
final class HeadlessModel {
    private HeadlessModel() {
    }

    static ModelProvider choose(GlobalOptions options, ConfigLocation config, Map<String, String> env) {
        if (options.scenario != null || options.provider != null && ProviderPreset.isOffline(options.provider)) {
            if (options.provider != null && !ProviderPreset.isOffline(options.provider)) {
                throw CliException.usage("--scenario works with --provider scripted only");
            }
            return options.scenario == null ? DemoModel.provider()
                    : new ScriptedProvider(ScriptedScenario.load(Path.of(options.scenario)));
        }
        ProviderChoice choice = new ProviderFactory(config, env, HttpRuntime.system(), DemoModel.deferred())
                .create(overrides(options));
        if (choice.problem() != null) {
            throw CliException.environment(choice.problem());
        }
        if (choice.offline()) {
            String why = choice.settings().provider() == null ? "No model is configured"
                    : config.settingsFile() + " chooses the offline model, which runs headless only when asked for";
            throw CliException.environment(why + ": choose a provider in the window's Settings (\"provider\" in "
                    + config.settingsFile() + ") or pass --provider (" + ProviderPreset.choices().replace(", offline",
                    "") + "); --provider scripted plays the offline demo.");
        }
        return choice.provider();
    }

    static ProviderOverrides overrides(GlobalOptions options) {
        return new ProviderOverrides(options.provider, options.model, options.baseUrl);
    }
}
