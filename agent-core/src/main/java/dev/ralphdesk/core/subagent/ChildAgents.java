package dev.ralphdesk.core.subagent;

import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.tool.Tool;
import java.util.List;

/** Where subagent providers open and forget the live agents of child sessions (the harness). */
public interface ChildAgents {

    /**
     * Opens the agent of an existing child session: the tools registered for its session kind plus
     * {@code extraTools}, and only the given system prompt sections.
     */
    AgentHandle openChild(SessionId id, List<Tool> extraTools, List<PromptSection> sections);

    /** Forgets the live agent of a session whose work has stopped. */
    void release(SessionId id);
}
