package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.session.SessionId;
import java.util.Optional;

/** Finds or opens the live agent of a session. */
public interface AgentDirectory {

    /** The agent of a session that is open in this process, if any. */
    Optional<AgentHandle> find(SessionId id);

    /** The agent of a session, opening it (replaying its log) if needed. */
    AgentHandle open(SessionId id);
}
