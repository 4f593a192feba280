package dev.ralphdesk.core.cli;

import java.util.Objects;

/**
 * Why a command stopped, with the exit code it ends with. The message is printed as is, after
 * {@code error: }; never a stack trace.
 */
public final class CliException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final ExitCode code;

    public CliException(ExitCode code, String message) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
    }

    public ExitCode code() {
        return code;
    }

    /** Bad arguments: exit code {@link ExitCode#USAGE}. */
    public static CliException usage(String message) {
        return new CliException(ExitCode.USAGE, message);
    }

    /** Something the command needs cannot be used: exit code {@link ExitCode#ENVIRONMENT}. */
    public static CliException environment(String message) {
        return new CliException(ExitCode.ENVIRONMENT, message);
    }
}
