package dev.ralphdesk.core.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one table of process exit codes, used by every command of the command line (and shown by
 * every command's {@code --help}). An id or prefix that matches no session or run is {@link #USAGE}.
 */
public enum ExitCode {
    /** Done: the command succeeded; the turn, goal or run completed. */
    OK(0, "done: the command succeeded; the turn, goal or run completed"),
    /** A turn ended in an error, a run failed, a goal verb was refused. */
    FAILED(1, "failed: a turn ended in an error, a run failed, a goal change was refused"),
    /** Bad arguments, including an id that names nothing. */
    USAGE(2, "bad arguments: unknown command or option, a missing or malformed value, an id or prefix "
            + "that matches no session or run (or several)"),
    /** The workspace, data folder, database, settings or model cannot be used. */
    ENVIRONMENT(3, "cannot work here: the workspace, data folder, database, settings.json or the model "
            + "cannot be used"),
    /** A goal or run ended blocked, or a turn was refused or hit a limit. */
    BLOCKED(4, "blocked: a goal or run ended blocked, or a turn was refused or hit a limit"),
    /** A goal or run stopped at its round cap or a budget. */
    BUDGET_LIMITED(5, "budget-limited: a goal or run stopped at its round cap or a budget"),
    /** Stopped by request: cancelled, interrupted, or a goal left paused. */
    CANCELLED(6, "stopped: cancelled, interrupted, or the goal is paused");

    private final int code;
    private final String meaning;

    ExitCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    public int code() {
        return code;
    }

    /** What the code says, for help texts and the README. */
    public String meaning() {
        return meaning;
    }

    /** The exit code with this number; {@link #FAILED} for a number the table does not have. */
    public static ExitCode of(int code) {
        for (ExitCode exit : values()) {
            if (exit.code == code) {
                return exit;
            }
        }
        return FAILED;
    }

    /** Code → meaning, in order, for a command's help. */
    public static Map<String, String> table() {
        Map<String, String> table = new LinkedHashMap<>();
        for (ExitCode exit : values()) {
            table.put(Integer.toString(exit.code), exit.meaning);
        }
        return table;
    }
}
