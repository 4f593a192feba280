package dev.ralphdesk.ralph.report;

/** A report that breaks a rule; the message names the rule, for the worker's re-ask and the person. */
public final class InvalidReportException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public InvalidReportException(String message) {
        super(message);
    }
}
