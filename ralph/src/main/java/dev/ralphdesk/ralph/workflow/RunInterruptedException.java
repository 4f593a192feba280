package dev.ralphdesk.ralph.workflow;

/**
 * The process is stopping (its threads are interrupted) in the middle of a run. The run stops its
 * child and records nothing more, so on reopen it shows as interrupted and can be resumed — unlike
 * a cancel, which the person asked for and which ends the run {@code cancelled}.
 */
public final class RunInterruptedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public RunInterruptedException() {
        super("the process stopped during the run; it is left interrupted and can be resumed", null, false, false);
    }
}
