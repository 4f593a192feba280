package dev.ralphdesk.core.control;

import dev.ralphdesk.core.cli.ExitCode;

/**
 * A request the owner cannot answer, with a stable code (e.g. {@code unknown-verb}) and a message for
 * the person, and the exit code the asking command ends with (bad arguments unless said otherwise).
 */
public final class ControlException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String code;
    private final ExitCode exit;

    public ControlException(String code, String message) {
        this(ExitCode.USAGE, code, message);
    }

    public ControlException(ExitCode exit, String code, String message) {
        super(message);
        this.code = code;
        this.exit = exit;
    }

    public String code() {
        return code;
    }

    public ControlReply reply() {
        return ControlReply.refused(exit, code, getMessage());
    }
}
