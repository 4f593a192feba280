package dev.ralphdesk.core.subagent;

import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.Set;

/**
 * {@code fork}: each child session starts with a copy of the parent's model-visible history
 * (messages, notes, tool calls and results), in the parent's workspace, linked to the parent.
 * It inherits the parent's context, so fresh-agent policies such as Ralph refuse it.
 */
public final class ForkProvider implements SubagentProvider {
    public static final String NAME = "fork";
    private static final Set<Class<? extends SessionEvent>> COPIED = Set.of(UserMessage.class, ContextNote.class,
            AssistantMessage.class, ToolCallStarted.class, ToolCallFinished.class);
    private final SessionStore store;
    private final ChildAgents agents;

    public ForkProvider(SessionStore store, ChildAgents agents) {
        this.store = store;
        this.agents = agents;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SubagentCapabilities capabilities() {
        return SubagentCapabilities.INHERITING;
    }

    @Override
    public AgentHandle start(SubagentRequest request) {
        AgentHandle parent = request.parent();
        SessionInfo child = store.create(new NewSession(SessionKind.RALPH_CHILD,
                "Fork of " + parent.sessionId() + " (" + request.runId() + " #" + request.round() + ")",
                parent.workspace().root(), parent.sessionId(), request.runId(), request.round()));
        for (LoggedEvent logged : store.open(parent.sessionId()).events()) {
            if (COPIED.contains(logged.event().getClass())) {
                store.append(child.id(), logged.event());
            }
        }
        return agents.openChild(child.id(), request.extraTools(), request.promptSections());
    }

    @Override
    public void release(AgentHandle child) {
        agents.release(child.sessionId());
    }
}
