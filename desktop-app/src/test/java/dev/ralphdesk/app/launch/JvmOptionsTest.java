package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** jvm.options read as the launcher reads it (LauncherScriptTest checks the script on the same kind of file). */
class JvmOptionsTest {
    @TempDir
    Path dir;

    @Test
    void eachModeGetsTheSharedLinesAndItsOwnWithTheFolderFilledIn() throws Exception {
        Files.writeString(dir.resolve(JvmOptions.FILE), String.join("\n", "# a comment", "", "-Xboth",
                "headless: --class-path=$APPDIR/lib/*", "window: --module-path=$APPDIR/javafx",
                "window:   -XX:SharedArchiveFile=$CACHEDIR/cds/a b.jsa", "  -Xlast  ", ""));
        Path cache = dir.resolve("cache");

        assertEquals(List.of("-Xboth", "--class-path=" + dir + "/lib/*", "-Xlast"),
                JvmOptions.read(dir, cache, false));
        assertEquals(List.of("-Xboth", "--module-path=" + dir + "/javafx", "-XX:SharedArchiveFile=" + cache
                + "/cds/a b.jsa", "-Xlast"), JvmOptions.read(dir, cache, true));
    }
}
