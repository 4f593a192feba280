package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The windows' X11 class is the one the desktop entry names, so a dock puts them under the installed
 * launcher. Checked in a fresh JVM (headless Monocle): JavaFX names the class once, and the test JVM's
 * toolkit was started by TestFX.
 */
class WindowClassTest {

    @Test
    void aToolkitStartedTheWindowsWayNamesItsWindowsRalphDesk() throws Exception {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Dprism.order=sw",
                "-Djava.awt.headless=true", "-cp", String.join(File.pathSeparator, classPath.split(File.pathSeparator)),
                WindowClassProbe.class.getName());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), output);
        assertEquals(0, process.exitValue(), output);
        assertTrue(output.contains("window class: " + WindowClass.NAME + "\n"), output);
    }

    @Test
    void theDesktopEntryNamesTheWindowClassTheIconAndTheCommand() throws Exception {
        Map<String, String> entry = Files.readAllLines(Path.of("src/dist/ralph-desk.desktop")).stream()
                .filter(line -> line.contains("=") && !line.startsWith("#"))
                .collect(Collectors.toMap(l -> l.substring(0, l.indexOf('=')), l -> l.substring(l.indexOf('=') + 1)));
        assertEquals(WindowClass.NAME, entry.get("StartupWMClass"));
        assertEquals("ralph-desk", entry.get("Icon"));
        assertEquals("ralph-desk", entry.get("Exec"));
        assertEquals("false", entry.get("Terminal"));
    }
}
