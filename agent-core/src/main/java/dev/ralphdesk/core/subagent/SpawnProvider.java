package dev.ralphdesk.core.subagent;

import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;

/**
 * {@code spawn}: each child is a brand-new session of kind {@code ralph-child} with no seed
 * messages, in the parent's workspace, linked to the parent, the run and the round. Nothing of the
 * parent's conversation reaches it.
 */
public final class SpawnProvider implements SubagentProvider {
    public static final String NAME = "spawn";
    private final SessionStore store;
    private final ChildAgents agents;

    public SpawnProvider(SessionStore store, ChildAgents agents) {
        this.store = store;
        this.agents = agents;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SubagentCapabilities capabilities() {
        return SubagentCapabilities.FRESH;
    }

    @Override
    public AgentHandle start(SubagentRequest request) {
        SessionInfo child = store.create(NewSession.ralphChild(request.parent().sessionId(), request.runId(),
                request.round(), request.parent().workspace().root()));
        return agents.openChild(child.id(), request.extraTools(), request.promptSections());
    }

    @Override
    public void release(AgentHandle child) {
        agents.release(child.sessionId());
    }
}
