package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppVersion;

/** What {@code ralph-desk --version} prints. */
final class Version {
    private Version() {
    }

    /** {@code ralph-desk 0.1.0}. */
    static String line() {
        return "ralph-desk " + AppVersion.current();
    }
}
