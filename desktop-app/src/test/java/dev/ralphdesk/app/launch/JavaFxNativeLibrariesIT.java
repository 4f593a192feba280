package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JavaFX's native libraries lie beside its jars in the laid-out application, where JavaFX looks for
 * them first: the window's start then copies none out of a jar into the home's cache
 * ({@code ~/.openjfx/cache}) and checksums none.
 */
class JavaFxNativeLibrariesIT {
    @TempDir
    Path dir;

    @Test
    void everyNativeLibraryOfJavaFxsJarLiesBesideIt() throws Exception {
        Path graphics = AppLayout.jars("javafx").stream()
                .filter(jar -> jar.getFileName().toString().startsWith("javafx-graphics-")).findFirst()
                .orElseThrow(() -> new AssertionError("no javafx-graphics jar in "
                        + AppLayout.dir().resolve("javafx")));
        List<String> names = new ArrayList<>();
        try (ZipFile zip = new ZipFile(graphics.toFile())) {
            for (ZipEntry entry : zip.stream().filter(e -> e.getName().endsWith(".so")).toList()) {
                names.add(entry.getName());
                Path beside = graphics.resolveSibling(entry.getName());
                assertTrue(Files.isRegularFile(beside), entry.getName() + " is not beside " + graphics);
                try (InputStream in = zip.getInputStream(entry)) {
                    assertArrayEquals(in.readAllBytes(), Files.readAllBytes(beside), entry.getName());
                }
            }
        }
        assertTrue(names.contains("libglass.so"), names.toString());
    }

    @Test
    void theWindowsJvmLoadsThemFromThereAndWritesNothingIntoTheHome() throws Exception {
        Path home = Files.createDirectories(dir.resolve("home"));
        List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Duser.home=" + home,
                "-Djavafx.verbose=true"));
        command.addAll(AppLayout.withClassPath(AppLayout.options(true), testClasses()));
        command.addAll(List.of(JavaFxLibraryLoad.class.getName(), "glass", "prism_sw"));
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", home.toString()), command);
        assertEquals(0, run.exitCode(), run.toString());
        Path javafx = AppLayout.dir().resolve("javafx");
        for (String library : List.of("libglass.so", "libprism_sw.so")) {
            // JavaFX's verbose log names the folder as <jar's folder>/.
            assertTrue(run.err().contains("Loaded " + javafx + "/./" + library + " from relative path"),
                    library + " was not loaded from beside the jars:\n" + run);
        }
        assertFalse(Files.exists(home.resolve(".openjfx")), "JavaFX copied its libraries into the home:\n" + run);
    }

    /** The tests' own classes (JavaFxLibraryLoad), added to the end of the window's class path. */
    private static List<String> testClasses() {
        return List.of(System.getProperty("java.class.path").split(File.pathSeparator)).stream()
                .filter(p -> p.endsWith("test-classes")).toList();
    }
}
