package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.session.SessionId;
import java.util.concurrent.CompletableFuture;

/** What the goal verbs need from the round driver. */
public interface RoundScheduler {

    /** The goal may be able to run a round now (created, resumed, extended, edited): reserve one if due. */
    void kick(SessionId session);

    /** The goal stopped by the person's hand (pause, clear): cancel its running round and any check, for {@code reason}. */
    void interrupt(SessionId session, CancelReason reason);

    /** Runs goal rounds of the session until the goal stops; completes with the final view. */
    CompletableFuture<GoalView> runRounds(SessionId session);

    /** Nothing reserved, running, settling or closing in any session: the driver does nothing until told. */
    boolean atRest();
}
