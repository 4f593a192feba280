package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppVersion;
import picocli.CommandLine;

/**
 * What {@code ralph-desk --version} prints, read from the bundled version file only when it is asked
 * for: the root's model is made at every start, and a bundled file costs a lookup through every module
 * of the JDK (the first one, ~8 ms of CPU, opens the class path's jars).
 */
final class Version implements CommandLine.IVersionProvider {
    /** {@code ralph-desk 0.1.0}. */
    @Override
    public String[] getVersion() {
        return new String[] {"ralph-desk " + AppVersion.current()};
    }
}
