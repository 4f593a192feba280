package dev.ralphdesk.core.approval;

/**
 * The person, as the approval policy reaches them: the window's dialog, the terminal, or nobody.
 * Called on the agent's worker thread, which waits for the answer.
 */
@FunctionalInterface
public interface Approver {

    /** No one to ask: every question stays unanswered, so it is a denial. */
    Approver NOBODY = request -> Answer.unanswered("There is no one to ask.");

    Answer ask(ApprovalRequest request);
}
