package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.model.http.HttpRuntime;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.settings.ProviderChoice;
import dev.ralphdesk.core.settings.ProviderFactory;
import dev.ralphdesk.core.settings.ProviderOverrides;
import dev.ralphdesk.core.settings.Settings;
import dev.ralphdesk.core.tool.ShellApproval;
import dev.ralphdesk.core.tool.ToolException;
import dev.ralphdesk.persistence.cli.SessionsCli;
import dev.ralphdesk.goal.cli.GoalCli;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.ralph.cli.RalphCli;
import dev.ralphdesk.persistence.location.DataFolder;
import java.io.BufferedReader;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The headless entry for scripts and CI: {@code chat}, {@code sessions}, {@code goal}, {@code ralph}. Prints errors plainly; never a stack trace. */
public final class Cli {
    static final Set<String> VALUED = Set.of("workspace", "session", "provider", "scenario", "model", "base-url",
            "data-dir", "title", "approve");
    static final Set<String> FLAGS = Set.of("help", "goal");
    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, String> env;

    public Cli(PrintStream out, PrintStream err, Map<String, String> env) {
        this.out = out;
        this.err = err;
        this.env = env;
    }

    public int run(List<String> words) {
        dev.ralphdesk.app.log.LogFile.install(env, "headless");
        if (words.isEmpty() || words.get(0).equals("help") || words.get(0).equals("--help")) {
            out.println(usage());
            return ExitCode.OK.code();
        }
        String command = words.get(0);
        List<String> rest = words.subList(1, words.size());
        try {
            switch (command) {
                case "chat":
                    return chat(CliArgs.parse(rest, VALUED, FLAGS));
                case "sessions":
                    return sessions(rest);
                case "ralph":
                    return ralph(rest);
                case "goal":
                    return goal(rest);
                default:
                    throw new CliArgs.UsageException("unknown command '" + command + "'");
            }
        } catch (CliArgs.UsageException e) {
            err.println("error: " + e.getMessage());
            err.println(usage());
            return ExitCode.USAGE.code();
        } catch (ScriptedScenario.ScenarioException | SessionStoreException | ToolException
                | EnvironmentException e) {
            err.println("error: " + e.getMessage());
            return ExitCode.ENVIRONMENT.code();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("error: interrupted");
            return ExitCode.CANCELLED.code();
        } catch (IllegalStateException | IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCode.FAILED.code();
        }
    }

    private int chat(CliArgs args) throws InterruptedException {
        ProviderChoice model = provider(args);
        HarnessOptions options = headless(model).withApproval(approval(args));
        try (AppServices app = compose(model.provider(), args.option("data-dir").orElse(null), options)) {
            return new ChatCommand(out).run(app, args).code();
        }
    }

    /** {@code sessions …} over the same store the app uses; {@code --data-dir DIR} may appear anywhere. */
    private int sessions(List<String> words) {
        CommonOptions.Split split = CommonOptions.split(words);
        try (AppServices app = compose(DemoModel.deferred(), split.common().option("data-dir").orElse(null),
                HarnessOptions.defaults())) {
            return new SessionsCli().run(split.rest(), out, err, app.store());
        }
    }

    /** {@code ralph …}: runs, shows and resumes Ralph runs headless, one line per round. */
    private int ralph(List<String> words) {
        CommonOptions.Split split = CommonOptions.split(words);
        ProviderChoice model = provider(split.common());
        HarnessOptions options = headless(model).withApproval(approval(split.common()));
        try (AppServices app = compose(model.provider(), split.common().option("data-dir").orElse(null), options)) {
            return new RalphCli().run(split.rest(), out, err, app.harness(), app.ralph());
        }
    }

    /** {@code goal status|create|edit|pause|resume|clear|extend --session ID …}. */
    private int goal(List<String> words) {
        CommonOptions.Split split = CommonOptions.split(words);
        ProviderChoice model = provider(split.common());
        HarnessOptions options = headless(model).withApproval(approval(split.common()));
        try (AppServices app = compose(model.provider(), split.common().option("data-dir").orElse(null), options)) {
            return new GoalCli().run(split.rest(), out, err, app.harness(), app.goal());
        }
    }

    /**
     * A headless caller never becomes multi-round by accident: goal rounds run only when asked for.
     * The step cap and the context window come from the settings, as in the window.
     */
    private static HarnessOptions headless(ProviderChoice model) {
        HarnessOptions defaults = HarnessOptions.defaults();
        return defaults.withConfig(new PluginConfig(GoalCli.HEADLESS_CONFIG))
                .withAgentConfig(model.settings().applyTo(defaults.agentConfig()));
    }

    private AppServices compose(ModelProvider provider, String dataDir, HarnessOptions options) {
        DataFolder folder = DataFolder.resolve(dataDir, env, home(), ConfigLocation.resolve(env, home()).directory());
        return Composition.compose(provider, Composition.sqlite(folder), options, new EventBus());
    }

    private Path home() {
        return Path.of(env.getOrDefault("HOME", System.getProperty("user.home")));
    }

    /**
     * {@code --scenario FILE} selects the scripted model with that scenario; otherwise the settings
     * file and {@code --provider/--model/--base-url} decide, falling back to the offline demo model.
     * A problem with an explicitly requested provider is an environment error; with the settings
     * file alone, a warning.
     */
    private ProviderChoice provider(CliArgs args) {
        if (args.option("scenario").isPresent()) {
            String name = args.option("provider").orElse(ScriptedProvider.NAME);
            if (!name.equals(ScriptedProvider.NAME)) {
                throw new CliArgs.UsageException("--scenario works with --provider scripted only");
            }
            return new ProviderChoice(new ScriptedProvider(ScriptedScenario.load(
                    Path.of(args.option("scenario").get()))), false, null, Settings.defaults());
        }
        String requested = args.option("provider").filter(p -> !p.equals(ScriptedProvider.NAME)).orElse(null);
        ConfigLocation config = ConfigLocation.resolve(env, home());
        ProviderChoice choice = new ProviderFactory(config, env, HttpRuntime.system(), DemoModel.deferred())
                .create(new ProviderOverrides(requested, args.option("model").orElse(null),
                        args.option("base-url").orElse(null)));
        if (choice.problemMessage().isPresent()) {
            if (requested != null || args.option("model").isPresent() || args.option("base-url").isPresent()) {
                throw new EnvironmentException(choice.problemMessage().get());
            }
            err.println("warning: " + choice.problemMessage().get());
        }
        return choice;
    }

    private ShellApproval approval(CliArgs args) {
        String mode = args.option("approve").orElse("auto");
        if (mode.equals("auto")) {
            return ShellApproval.AUTO;
        }
        if (mode.equals("ask")) {
            return new ConsoleApproval(System.console() == null ? null
                    : new BufferedReader(System.console().reader()), out);
        }
        throw new CliArgs.UsageException("--approve takes auto or ask, got '" + mode + "'");
    }

    /** A configured resource (provider, data folder) cannot be used; exit code 3. */
    static final class EnvironmentException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        EnvironmentException(String message) {
            super(message);
        }
    }

    static String usage() {
        return String.join("\n",
                "usage: ralph-desk                       open the window (offline demo model when none is configured)",
                "       ralph-desk chat --workspace DIR [--session ID] [--data-dir DIR] [--goal] MESSAGE",
                "           --goal:   after the turn, run goal rounds until the goal stops (one line per round)",
                "           model:    [--provider deepseek|openai|openrouter|ollama|custom|anthropic|offline]",
                "                     [--model NAME] [--base-url URL]   (default: settings file, else offline demo)",
                "                     [--provider scripted --scenario FILE]",
                "           shell:    [--approve auto|ask]   (default auto; ask prompts on the terminal)",
                "       ralph-desk sessions list|show ID|fork ID --at SEQ|rename ID TITLE|trash ID|restore ID|purge ID",
                "                [--data-dir DIR]",
                "       ralph-desk ralph --workspace DIR [--max-rounds N] [--check CMD] [--max-tokens N]",
                "                [--max-cost USD] [--max-time SECONDS] OBJECTIVE   (one line per round)",
                "       ralph-desk ralph show RUN_ID | ralph resume RUN_ID",
                "       ralph-desk goal status|create|edit|pause|resume|clear|extend --session ID [...]",
                "       (chat, sessions, goal and ralph also take the model and --data-dir options above)",
                "data folder: --data-dir, else $RALPH_DESK_HOME, else the folder chosen in the window's Settings,",
                "             else $XDG_DATA_HOME/ralph-desk, else ~/.local/share/ralph-desk",
                "",
                "exit codes: 0 completed, 1 failed, 2 bad arguments, 3 environment (workspace, data, settings),",
                "            4 blocked or limited, 5 budget-limited, 6 cancelled");
    }
}
