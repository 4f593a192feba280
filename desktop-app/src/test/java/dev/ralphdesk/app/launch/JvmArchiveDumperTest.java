package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JvmArchiveDumperTest {
    @TempDir
    Path dir;

    @Test
    void archivesTheJarsAClassPathStartsWithUpToItsFirstFolder() throws Exception {
        Path app = Files.writeString(dir.resolve("app.jar"), "jar");
        Path library = Files.writeString(dir.resolve("library.jar"), "jar");
        Path classes = Files.createDirectories(dir.resolve("test-classes"));
        Path after = Files.writeString(dir.resolve("after.jar"), "jar");

        assertEquals(app + File.pathSeparator + library, JvmArchiveDumper.leadingJars(
                String.join(File.pathSeparator, app.toString(), library.toString(), classes.toString(), after.toString())));
        assertEquals("", JvmArchiveDumper.leadingJars(classes + File.pathSeparator + app));
        assertEquals("", JvmArchiveDumper.leadingJars(dir.resolve("missing.jar").toString()));
        assertEquals("", JvmArchiveDumper.leadingJars(""));
    }

    @Test
    void javaFxOnTheClassPathIsArchivedFromTheClassPathNotAsModules() {
        // the tests, like the window, load JavaFX from the class path: a dump must not add it as modules,
        // or the archive would not fit the window's start
        assertFalse(javafx.scene.Node.class.getModule().isNamed(), "JavaFX is on this JVM's class path");
        assertEquals(List.of(), JvmArchiveDumper.javaFxJars());
    }
}
