package dev.ralphdesk.app.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the .deb holds and says of itself: its files and its control file. */
@Tag("dist")
class DebPackageIT {
    private static final Pattern PACKAGE_NAME = Pattern.compile("[a-z0-9][a-z0-9+.-]+");
    @TempDir
    Path dir;

    @Test
    void itInstallsTheAppImageTheCommandTheDesktopEntryTheIconsAndTheCompletion() throws Exception {
        Map<String, String> files = new HashMap<>(); // path → the line dpkg-deb -c prints for it
        for (String line : PackagedDeb.dpkgDeb(dir, "-c").lines().toList()) {
            String[] fields = line.split("\\s+", 6);
            assertEquals("root/root", fields[1], line);
            files.put(fields[5].replaceFirst("^\\./", "/").replaceFirst(" -> .*", ""), line);
        }
        assertTrue(files.get("/usr/bin/ralph-desk").endsWith(" -> /opt/ralph-desk/bin/ralph-desk"),
                files.get("/usr/bin/ralph-desk"));
        assertTrue(files.get("/opt/ralph-desk/bin/ralph-desk").startsWith("-rwxr-xr-x"), "the command is executable");
        List<String> expected = new ArrayList<>(List.of("/opt/ralph-desk/lib/runtime/bin/java",
                "/opt/ralph-desk/lib/app/launch", "/opt/ralph-desk/lib/app/jvm.options",
                "/opt/ralph-desk/lib/app/javafx/libglass.so", "/opt/ralph-desk/lib/app/javafx/libprism_es2.so",
                "/usr/share/applications/ralph-desk.desktop", "/usr/share/bash-completion/completions/ralph-desk",
                "/usr/share/doc/ralph-desk/copyright", "/usr/share/icons/hicolor/scalable/apps/ralph-desk.svg"));
        for (int size : new int[] {16, 24, 32, 48, 64, 128, 256, 512}) {
            expected.add("/usr/share/icons/hicolor/" + size + "x" + size + "/apps/ralph-desk.png");
        }
        for (String file : expected) {
            assertTrue(files.containsKey(file), file + " in the package");
        }
        List<String> elsewhere = files.keySet().stream().filter(f -> !f.startsWith("/opt/ralph-desk/")
                && !f.startsWith("/usr/share/") && !f.equals("/usr/bin/ralph-desk") && !f.endsWith("/")).toList();
        assertEquals(List.of(), elsewhere, "files outside the application's folder and /usr/share");
        assertTrue(files.keySet().stream().noneMatch(f -> f.contains("/lib/app/cds/") || f.endsWith("/.built")),
                "nothing the build made for its own runs");
    }

    @Test
    void itsControlFileNamesThePackageTheLibrariesTheWindowNeedsAndNoMaintainerScripts() throws Exception {
        String control = PackagedDeb.dpkgDeb(dir, "-f");
        Map<String, String> fields = new HashMap<>();
        for (String name : List.of("Package", "Version", "Architecture", "Maintainer", "Depends", "Recommends",
                "Description", "Installed-Size")) {
            fields.put(name, control.lines().filter(l -> l.startsWith(name + ": ")).findFirst()
                    .map(l -> l.substring(name.length() + 2)).orElse(""));
        }
        assertEquals("ralph-desk", fields.get("Package"));
        String version = System.getProperty("ralphdesk.version");
        assertTrue(version.endsWith("-SNAPSHOT") ? fields.get("Version").matches(Pattern.quote(
                version.replace("-SNAPSHOT", "")) + "-0~snapshot\\d{14}") : fields.get("Version").equals(version + "-1"),
                fields.get("Version"));
        assertEquals(PackagedDeb.succeeded(dir, List.of("dpkg", "--print-architecture")).out().strip(),
                fields.get("Architecture"));
        assertTrue(fields.get("Maintainer").matches(".+ <.+@.+>"), fields.get("Maintainer"));
        assertTrue(fields.get("Description").startsWith("desktop workbench"), fields.get("Description"));
        List<String> depends = Arrays.stream(fields.get("Depends").split(",")).map(String::strip).toList();
        assertTrue(depends.containsAll(List.of("libc6", "libgtk-3-0", "libxtst6", "libpangoft2-1.0-0", "fontconfig",
                "fonts-dejavu-core")), depends.toString());
        // JavaFX's native libraries link against OpenGL, which the package only recommends (drawn in software without)
        assertTrue(depends.stream().noneMatch(List.of("libgl1", "libglx0", "libglvnd0", "libxxf86vm1")::contains),
                depends.toString());
        assertTrue(fields.get("Recommends").contains("libgl1"), fields.get("Recommends"));
        assertEquals(depends.size(), Set.copyOf(depends).size(), "each dependency once: " + depends);
        assertTrue(depends.stream().allMatch(d -> PACKAGE_NAME.matcher(d).matches()), depends.toString());
        assertTrue(fields.get("Recommends").contains("bubblewrap"), fields.get("Recommends"));
        assertTrue(Long.parseLong(fields.get("Installed-Size")) > 50_000, "KiB: " + fields.get("Installed-Size"));

        PackagedDeb.succeeded(dir, List.of("dpkg-deb", "-e", PackagedDeb.file().toString(), "control"));
        try (var files = Files.list(dir.resolve("control"))) {
            assertEquals(List.of("control"), files.map(p -> p.getFileName().toString()).toList(), "maintainer scripts");
        }
    }
}
