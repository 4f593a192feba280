package dev.ralphdesk.ralph.run;

/** Summary columns of the session index that Ralph events keep up to date. */
public final class RalphColumns {
    /** The latest run of the session. */
    public static final String RUN_ID = "ralphRunId";
    /** Its state for the session list: {@code running}, {@code round 2/256}, or the outcome. */
    public static final String RUN_STATE = "ralphRun";

    private RalphColumns() {
    }
}
