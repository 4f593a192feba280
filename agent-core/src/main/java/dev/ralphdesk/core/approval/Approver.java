package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.cancel.CancellationToken;

/**
 * The person, as the approval policy reaches them: the window's dialog, the terminal, or nobody.
 * Called on the agent's worker thread, which waits for the answer.
 */
@FunctionalInterface
public interface Approver {

    /** No one to ask: every question stays unanswered, so it is a denial. */
    Approver NOBODY = request -> Answer.unanswered("There is no one to ask.");

    Answer ask(ApprovalRequest request);

    /**
     * The same, for a turn that may be stopped while the person thinks: an approver that waits should
     * stop waiting when {@code cancel} fires and answer {@link Answer#stopped()}.
     */
    default Answer ask(ApprovalRequest request, CancellationToken cancel) {
        return ask(request);
    }
}
