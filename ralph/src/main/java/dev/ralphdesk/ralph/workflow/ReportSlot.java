package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.ralph.report.RalphRoundReport;

/** Where a round's {@code submit_report} leaves the last valid report, or why the last one was refused. */
public final class ReportSlot {
    private RalphRoundReport report;
    private String lastError;

    public synchronized void accept(RalphRoundReport valid) {
        report = valid;
        lastError = null;
    }

    public synchronized void reject(String why) {
        lastError = why;
    }

    /** Forgets an accepted report (its claim was refused after the turn); {@code why} is kept. */
    public synchronized void clear(String why) {
        report = null;
        lastError = why;
    }

    public synchronized RalphRoundReport report() {
        return report;
    }

    public synchronized String lastError() {
        return lastError;
    }
}
