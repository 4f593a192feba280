package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window's log-file thread makes the JDK's look-up of a logger finder, which reads every jar of the
 * class path not opened yet: made later by JavaFX's start-up warning, it ran on the main thread before the
 * toolkit started. Checked in a fresh JVM, whose class-load log shows where the look-up's classes load.
 */
class LoggingSetUpTest {
    @TempDir
    Path home;

    @Test
    void theLogFilesSetUpLooksUpTheLoggerFinderBeforeJavaFxDoes() throws Exception {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load", "-cp", String.join(File.pathSeparator, classPath.split(File.pathSeparator)),
                LoggingSetUpProbe.class.getName(), home.toString());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), output);
        assertEquals(0, process.exitValue(), output);
        int starts = output.indexOf("SET-UP STARTS");
        int lookUp = output.indexOf("jdk.internal.logger.LoggerFinderLoader ");
        int ends = output.indexOf("SET-UP ENDS");
        assertTrue(starts >= 0 && ends > starts, output);
        assertTrue(lookUp > starts && lookUp < ends, "no logger finder looked up while the log file was set up");
    }
}
