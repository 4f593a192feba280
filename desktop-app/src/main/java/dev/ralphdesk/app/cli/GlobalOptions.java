package dev.ralphdesk.app.cli;

import java.util.function.Consumer;
import java.util.function.Supplier;
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
        root.addOption(option("--data-dir", "DIR", () -> dataDir, value -> dataDir = value,
                "The data folder (default: $RALPH_DESK_HOME, else the folder chosen in Settings, else "
                        + "$XDG_DATA_HOME/ralph-desk, else ~/.local/share/ralph-desk)."));
        root.addOption(option("--provider", "NAME", () -> provider, value -> provider = value,
                "The model provider for this run: deepseek, openai, openrouter, ollama, custom, anthropic, or "
                        + "scripted (the offline model; without --scenario it plays the demo). Default: "
                        + "settings.json."));
        root.addOption(option("--model", "NAME", () -> model, value -> model = value,
                "The model name (default: settings.json, else the provider's default)."));
        root.addOption(option("--base-url", "URL", () -> baseUrl, value -> baseUrl = value,
                "The provider's base URL (default: settings.json, else the provider's default)."));
        root.addOption(option("--scenario", "FILE", () -> scenario, value -> scenario = value,
                "A scenario for the scripted model (implies --provider scripted); see docs/scripted-model.md."));
        root.addOption(option("--approve", "MODE", () -> approve, value -> approve = value,
                "Approvals of file writes and shell commands: read-only, ask, auto-edit or auto. It rules "
                        + "every session of this run; without it, a session's own mode (chosen with /approve or "
                        + "in the window's header), else the approvalMode of settings.json, else auto. Questions "
                        + "go to the terminal; without one they are denials."));
    }

    private static OptionSpec option(String name, String label, Supplier<String> read, Consumer<String> write,
            String description) {
        return Binding.bound(OptionSpec.builder(name).paramLabel(label).type(String.class)
                .scopeType(ScopeType.INHERIT).description(description), read, write).build();
    }
}
