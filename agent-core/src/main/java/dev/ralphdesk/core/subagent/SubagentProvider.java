package dev.ralphdesk.core.subagent;

import dev.ralphdesk.core.plugin.AgentHandle;

/** Creates child agents for workflows (e.g. {@code spawn}: a fresh child session with no seed messages). */
public interface SubagentProvider {

    String name();

    SubagentCapabilities capabilities();

    /** Creates the child session and its live agent. */
    AgentHandle start(SubagentRequest request);
}
