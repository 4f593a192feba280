package dev.ralphdesk.app.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.bench.CliProcess.Watch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run timed starts the launcher itself, as a shell does, with nothing in front of it; peak RSS comes
 * from a run of its own. The stand-in launcher prints its parent's pid and the words it got.
 */
class CliProcessTest {
    @TempDir
    Path dir;

    private Path launcher() throws Exception {
        Path script = dir.resolve("launcher");
        Files.writeString(script, "#!/bin/sh\necho \"$PPID\" \"$@\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    @Test
    void aRunTimedIsTheLaunchersOwnChildOfThisJvm() throws Exception {
        CliProcess.Result run = CliProcess.run(launcher(), dir, Map.of(), List.of("--version"), Watch.TIMES);
        assertEquals(ProcessHandle.current().pid() + " --version\n", run.output());
        assertEquals(0, run.peakRssKib(), "no peak measured");
        assertTrue(run.exitNanos() >= run.spawnNanos());
    }

    @Test
    void aRunForPeakRssReportsIt() throws Exception {
        CliProcess.Result run = CliProcess.run(launcher(), dir, Map.of(), List.of("--version"), Watch.PEAK_RSS);
        assertTrue(run.output().endsWith(" --version\n"), run.output());
        assertTrue(run.peakRssKib() > 0, "peak RSS " + run.peakRssKib());
    }
}
