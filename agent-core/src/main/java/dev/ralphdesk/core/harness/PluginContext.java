package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.command.Command;
import dev.ralphdesk.core.control.ControlVerb;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.model.ModelPricing;
import dev.ralphdesk.core.plugin.AgentDirectory;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.plugin.SessionValidator;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.replay.TranscriptContribution;
import dev.ralphdesk.core.session.EventType;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.subagent.SubagentProvider;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolSource;
import dev.ralphdesk.core.workflow.Workflow;
import dev.ralphdesk.core.workflow.WorkflowEngine;
import java.util.Optional;
import java.util.Set;

/** The only door a plugin has into the harness: seams, not internals. */
public interface PluginContext {

    /** Offers a tool to agents of the given session kinds. */
    void addTool(Tool tool, Set<SessionKind> kinds);

    /** Offers the tools a source knows only at run time (an MCP server's) to agents of these kinds. */
    void addToolSource(ToolSource source, Set<SessionKind> kinds);

    void addPromptSection(PromptSection section);

    void addCommand(Command command);

    /** Adds a top-level command to the command line ({@code ralph-desk NAME …}). */
    void addCliCommand(CliCommand command);

    void addWorkflow(Workflow<?, ?> workflow);

    void addSubagentProvider(SubagentProvider provider);

    void addTurnHook(TurnHook hook);

    /** Registers an event type the plugin appends, so stores can encode and decode it. */
    void addEventType(EventType<?> type);

    /**
     * Shows the plugin's events in every transcript (the window, the command line, exports), e.g. a
     * card per background run. To tell the person something else, append a {@code notice/posted}
     * event ({@code Notices.of}) to the session: every transcript shows it, live and after a reopen.
     */
    void addTranscriptContribution(TranscriptContribution contribution);

    /**
     * Answers a verb of the control socket ({@code goal.pause}, …): how another process's command
     * reaches this one while it owns the data folder.
     */
    void addControlVerb(String name, ControlVerb verb);

    /**
     * Adds a check run on every session log the harness opens; its warnings make the session
     * read-only with those warnings shown (see {@code Harness.inspect}).
     */
    void addSessionValidator(SessionValidator validator);

    /**
     * Adds a fold whose state every checkpoint of a session keeps, so a session reopens from its
     * latest checkpoint plus the records after it (see {@code CheckpointFold}).
     */
    void addCheckpointFold(CheckpointFold fold);

    EventBus events();

    /** The price of the harness's model: a cost budget is refused when it has none. */
    ModelPricing pricing();

    PluginConfig config();

    SessionStore sessions();

    /** Live agents of open sessions. */
    AgentDirectory agents();

    /**
     * A registered subagent provider (the core registers {@code spawn} and {@code fork}). Look it
     * up when it is needed, not at install time.
     */
    Optional<SubagentProvider> subagentProvider(String name);

    /** The engine that runs registered workflows in the background. */
    WorkflowEngine workflowEngine();

    /**
     * Who holds each session for long-running work (goal rounds, a Ralph run): claim a session
     * before starting such work, and do not start it while someone else holds the session.
     */
    SessionClaims claims();
}
