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
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import dev.ralphdesk.core.tool.ToolException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The headless entry: {@code chat}, for scripts and CI. Prints errors plainly; never a stack trace. */
public final class Cli {
    static final Set<String> VALUED = Set.of("workspace", "session", "provider", "scenario", "model", "base-url",
            "data-dir", "title");
    static final Set<String> FLAGS = Set.of("help");
    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, String> env;

    public Cli(PrintStream out, PrintStream err, Map<String, String> env) {
        this.out = out;
        this.err = err;
        this.env = env;
    }

    public int run(List<String> words) {
        if (words.isEmpty() || words.get(0).equals("help") || words.get(0).equals("--help")) {
            out.println(usage());
            return ExitCode.OK.code();
        }
        String command = words.get(0);
        try {
            CliArgs args = CliArgs.parse(words.subList(1, words.size()), VALUED, FLAGS);
            if (!command.equals("chat")) {
                throw new CliArgs.UsageException("unknown command '" + command + "'");
            }
            ModelProvider provider = provider(args);
            try (AppServices app = Composition.compose(provider, InMemorySessionStore::new, HarnessOptions.defaults(),
                    new EventBus())) {
                return new ChatCommand(out).run(app, args).code();
            }
        } catch (CliArgs.UsageException e) {
            err.println("error: " + e.getMessage());
            err.println(usage());
            return ExitCode.USAGE.code();
        } catch (ScriptedScenario.ScenarioException | SessionStoreException | ToolException e) {
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

    private ModelProvider provider(CliArgs args) {
        String name = args.option("provider").orElse("scripted");
        if (!name.equals("scripted")) {
            throw new CliArgs.UsageException("unknown provider '" + name + "'");
        }
        return args.option("scenario")
                .map(file -> new ScriptedProvider(ScriptedScenario.load(Path.of(file))))
                .orElseGet(DemoModel::provider);
    }

    static String usage() {
        return String.join("\n",
                "usage: ralph-desk                       open the window (offline demo model when none is configured)",
                "       ralph-desk chat --workspace DIR [--session ID] [--provider scripted --scenario FILE] MESSAGE",
                "",
                "exit codes: 0 completed, 1 failed, 2 bad arguments, 3 environment (workspace, data, settings),",
                "            4 blocked or limited, 5 budget-limited, 6 cancelled");
    }
}
