package dev.ralphdesk.core.command;

import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.SessionModes;
import dev.ralphdesk.core.session.SessionId;
import java.util.Objects;

/**
 * {@code /approve}: bare shows the chat's approval mode; {@code /approve <mode>} makes it the chat's
 * mode from its next question on (an {@code approval/mode} record, which its transcript shows); any
 * other argument is an error listing the modes.
 */
public final class ApproveCommand implements Command {
    /** The error code of an argument that names no mode. */
    public static final String INVALID_MODE = "APPROVAL_INVALID_MODE";
    private final SessionModes modes;

    public ApproveCommand(SessionModes modes) {
        this.modes = Objects.requireNonNull(modes, "modes");
    }

    @Override
    public String name() {
        return "approve";
    }

    @Override
    public String summary() {
        return "Show or set this chat's approval mode.";
    }

    @Override
    public String usage() {
        return "/approve [read-only | ask | auto-edit | auto]";
    }

    @Override
    public CommandResult run(CommandInvocation invocation) {
        SessionId session = invocation.agent().sessionId();
        String typed = invocation.arguments().strip();
        if (typed.isEmpty()) {
            return CommandResult.ok(status(session));
        }
        ApprovalMode mode;
        try {
            mode = ApprovalMode.of(typed);
        } catch (IllegalArgumentException e) {
            return CommandResult.error(INVALID_MODE + ": '" + typed + "' is no approval mode. Use /approve "
                    + ApprovalMode.choices() + ".");
        }
        boolean changed = modes.choose(session, mode);
        return CommandResult.ok((changed ? "" : "Unchanged. ") + status(session));
    }

    private String status(SessionId session) {
        ApprovalMode mode = modes.inForce(session);
        String whence;
        if (modes.ownMode(session)) {
            whence = "chosen for this chat";
        } else if (modes.chosen(session).isPresent()) {
            whence = "given for this process, over the chat's own " + modes.chosen(session).get().id();
        } else {
            whence = "the default; /approve <mode> chooses one for this chat";
        }
        return "Approval mode: " + mode.id() + " (" + whence + "). Modes: " + ApprovalMode.choices() + ".";
    }
}
