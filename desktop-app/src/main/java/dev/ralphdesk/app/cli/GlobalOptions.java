package dev.ralphdesk.app.cli;

import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The options every command takes, before or after its own words: the data folder, the model, and
 * how shell commands are approved. Parsed into the root command's instance wherever they appear.
 */
public final class GlobalOptions {
    @Option(names = "--data-dir", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "The data folder (default: $RALPH_DESK_HOME, else the folder chosen in Settings, else "
                    + "$XDG_DATA_HOME/ralph-desk, else ~/.local/share/ralph-desk).")
    String dataDir;

    @Option(names = "--provider", paramLabel = "NAME", scope = ScopeType.INHERIT,
            description = "The model provider for this run: deepseek, openai, openrouter, ollama, custom, anthropic, "
                    + "or scripted (the offline model; without --scenario it plays the demo). Default: settings.json.")
    String provider;

    @Option(names = "--model", paramLabel = "NAME", scope = ScopeType.INHERIT,
            description = "The model name (default: settings.json, else the provider's default).")
    String model;

    @Option(names = "--base-url", paramLabel = "URL", scope = ScopeType.INHERIT,
            description = "The provider's base URL (default: settings.json, else the provider's default).")
    String baseUrl;

    @Option(names = "--scenario", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "A scenario for the scripted model (implies --provider scripted); see docs/scripted-model.md.")
    String scenario;

    @Option(names = "--approve", paramLabel = "MODE", scope = ScopeType.INHERIT,
            description = "Approvals of file writes and shell commands: read-only, ask, auto-edit or auto "
                    + "(default: settings.json's approvalMode when it names one, else auto). Questions go to "
                    + "the terminal; without one they are denials.")
    String approve;
}
