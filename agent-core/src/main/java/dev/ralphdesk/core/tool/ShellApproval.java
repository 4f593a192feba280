package dev.ralphdesk.core.tool;

/** Decides whether a shell command may run (approval mode {@code ask} asks the person). */
@FunctionalInterface
public interface ShellApproval {

    ShellApproval AUTO = (session, command) -> Decision.ALLOW;

    Decision decide(dev.ralphdesk.core.session.SessionId session, String command);

    enum Decision {
        ALLOW,
        DENY
    }
}
