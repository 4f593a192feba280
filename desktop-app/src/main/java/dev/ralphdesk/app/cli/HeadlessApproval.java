package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.settings.Settings;
import java.io.BufferedReader;
import java.io.PrintStream;

/**
 * The approval policy of a headless command: {@code --approve MODE} rules every session it works in
 * (without changing the mode a session's log chose); without it, a session's own chosen mode, else the
 * settings file's {@code approvalMode} when it names one, else {@code auto} (scripts run unattended).
 * Whatever the mode, a question goes to the terminal, or is a denial naming the flag when there is none.
 */
final class HeadlessApproval {
    private HeadlessApproval() {
    }

    static ApprovalSetup of(String flag, Settings settings, PrintStream out) {
        ApprovalMode mode;
        try {
            mode = flag == null ? settings.approvalModeOr(ApprovalMode.AUTO) : ApprovalMode.of(flag);
        } catch (IllegalArgumentException e) {
            throw CliException.usage("--approve takes " + ApprovalMode.choices() + ", got '" + flag + "'");
        }
        ApprovalSetup setup = ApprovalSetup.of(mode, new ConsoleApproval(System.console() == null ? null
                : new BufferedReader(System.console().reader()), out));
        return flag == null ? setup : setup.forcing();
    }
}
