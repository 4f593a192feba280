package dev.ralphdesk.core.tool;

/**
 * Decides whether a shell command may run (approval mode {@code ask} asks the person). A decision
 * "for this session" belongs to the request's {@code asker().approvalScope()}: the rounds of a
 * Ralph run ask in the name of the chat that started it.
 */
@FunctionalInterface
public interface ShellApproval {

    ShellApproval AUTO = request -> Decision.ALLOW;

    Decision decide(ShellRequest request);

    enum Decision {
        ALLOW,
        DENY
    }
}
