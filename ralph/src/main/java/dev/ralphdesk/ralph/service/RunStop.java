package dev.ralphdesk.ralph.service;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnHook;

/**
 * The person's stop of a chat (Stop, or a signal to a headless run) also stops the Ralph run going in
 * it, with the same reason: one road from Stop to every kind of work in the session.
 */
public final class RunStop implements TurnHook {
    private final RalphService service;

    public RunStop(RalphService service) {
        this.service = service;
    }

    @Override
    public void cancelRequested(AgentHandle agent, CancelReason reason) {
        if (reason.byPerson()) {
            service.activeIn(agent.sessionId()).ifPresent(run -> run.cancel(reason));
        }
    }
}
