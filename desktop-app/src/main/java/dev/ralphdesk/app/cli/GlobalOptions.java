package dev.ralphdesk.app.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ScopeType;

/**
 * The options every command takes, before or after its own words: the data folder, the model, and
 * how shell commands are approved. Parsed into the root command's instance wherever they appear. Made
 * in code, as the root is ({@link RootCommand}).
 */
public final class GlobalOptions {
    String dataDir;
    String provider;
    String model;
    String baseUrl;
    String scenario;
    String approve;

    /** Adds the options to the root command, which hands them down to every command. */
    void addTo(CommandSpec root) {
        Binding.Fields fields = new Fields();
        root.addOption(option("--data-dir", "DIR", fields,
                "The data folder (default: $RALPH_DESK_HOME, else the folder chosen in Settings, else "
                        + "$XDG_DATA_HOME/ralph-desk, else ~/.local/share/ralph-desk)."));
        root.addOption(option("--provider", "NAME", fields,
                "The model provider for this run: deepseek, openai, openrouter, ollama, custom, anthropic, or "
                        + "scripted (the offline model; without --scenario it plays the demo). Default: "
                        + "settings.json."));
        root.addOption(option("--model", "NAME", fields,
                "The model name (default: settings.json, else the provider's default)."));
        root.addOption(option("--base-url", "URL", fields,
                "The provider's base URL (default: settings.json, else the provider's default)."));
        root.addOption(option("--scenario", "FILE", fields,
                "A scenario for the scripted model (implies --provider scripted); see docs/scripted-model.md."));
        root.addOption(option("--approve", "MODE", fields,
                "Approvals of file writes and shell commands: read-only, ask, auto-edit or auto. It rules "
                        + "every session of this run; without it, a session's own mode (chosen with /approve or "
                        + "in the window's header), else the approvalMode of settings.json, else auto. Questions "
                        + "go to the terminal; without one they are denials."));
    }

    private static OptionSpec option(String name, String label, Binding.Fields fields, String description) {
        return Binding.bound(OptionSpec.builder(name).paramLabel(label).type(String.class)
                .scopeType(ScopeType.INHERIT).description(description), fields).build();
    }

    /** The options' fields by option name. */
    private final class Fields implements Binding.Fields {
        @Override
        public Object get(String name) {
            switch (name) {
                case "--data-dir":
                    return dataDir;
                case "--provider":
                    return provider;
                case "--model":
                    return model;
                case "--base-url":
                    return baseUrl;
                case "--scenario":
                    return scenario;
                case "--approve":
                    return approve;
                default:
                    throw new IllegalArgumentException("no global option " + name);
            }
        }

        @Override
        public void set(String name, Object value) {
            String text = (String) value;
            switch (name) {
                case "--data-dir":
                    dataDir = text;
                    break;
                case "--provider":
                    provider = text;
                    break;
                case "--model":
                    model = text;
                    break;
                case "--base-url":
                    baseUrl = text;
                    break;
                case "--scenario":
                    scenario = text;
                    break;
                case "--approve":
                    approve = text;
                    break;
                default:
                    throw new IllegalArgumentException("no global option " + name);
            }
        }
    }
}
