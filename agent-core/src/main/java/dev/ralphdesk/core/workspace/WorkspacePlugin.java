package dev.ralphdesk.core.workspace;

import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.tool.Tool;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Offers the workspace tools — {@code read_file}, {@code write_file}, {@code edit_file},
 * {@code list_files}, {@code search_files} and {@code shell} — to chat sessions and Ralph
 * children alike; while the model answers, its runner prepares for the next command in the turn's
 * workspace ({@link CommandRunner#prepareNext}: a sandbox started ahead).
 */
public final class WorkspacePlugin implements Plugin {
    public static final String ID = "workspace";
    private static final Set<SessionKind> KINDS = Set.of(SessionKind.CHAT, SessionKind.RALPH_CHILD);
    private final CommandRunner runner;

    /** Runs shell commands with {@link BashCommandRunner} on the JVM's environment. */
    public WorkspacePlugin() {
        this(new BashCommandRunner());
    }

    public WorkspacePlugin(CommandRunner runner) {
        this.runner = Objects.requireNonNull(runner, "runner");
    }

    /** New instances of the six workspace tools, the shell running through {@code runner}. */
    public static List<Tool> tools(CommandRunner runner) {
        return List.of(new ReadFileTool(), new WriteFileTool(), new EditFileTool(), new ListFilesTool(),
                new SearchFilesTool(), new ShellTool(runner));
    }

    /** The tools this plugin installs. */
    public List<Tool> tools() {
        return tools(runner);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void install(PluginContext context) {
        for (Tool tool : tools()) {
            context.addTool(tool, KINDS);
        }
        context.addTurnHook(new TurnHook() {
            @Override
            public void whileModelAnswers(TurnContext turn) {
                runner.prepareNext(turn.agent().workspace().root());
            }
        });
    }
}
