package dev.ralphdesk.app.cli;

/** Process exit codes of the headless entry; documented in the README. */
public enum ExitCode {
    /** The turn, goal or run completed. */
    OK(0),
    /** A turn ended in an error, or a run failed. */
    FAILED(1),
    /** Bad arguments. */
    USAGE(2),
    /** The workspace, data folder, database or settings cannot be used. */
    ENVIRONMENT(3),
    /** A goal or run ended blocked (or a turn was refused or hit a limit). */
    BLOCKED(4),
    /** A goal or run stopped at a budget. */
    BUDGET_LIMITED(5),
    /** Stopped by request. */
    CANCELLED(6);

    private final int code;

    ExitCode(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }
}
