package dev.ralphdesk.app.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.launch.LauncherRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The .deb {@code mvn -Pdist package} built in desktop-app/target/dist, for the tests tagged "dist" that
 * run after it ({@code mvn -Pdist verify}, failsafe): the file, {@code dpkg-deb} on it, and the package
 * unpacked into a folder as dpkg would install it ({@code dpkg-deb -x}).
 */
final class PackagedDeb {
    static final String IMAGE = "opt/ralph-desk";

    private PackagedDeb() {
    }

    /** The one .deb in the dist folder. */
    static Path file() throws IOException {
        String dist = System.getProperty("ralphdesk.dist.dir");
        if (dist == null || dist.isBlank()) {
            throw new IllegalStateException("-Dralphdesk.dist.dir is not set: run this test with mvn -Pdist verify");
        }
        try (Stream<Path> files = Files.list(Path.of(dist))) {
            List<Path> debs = files.filter(p -> p.getFileName().toString().endsWith(".deb")).toList();
            assertEquals(1, debs.size(), "one .deb in " + dist + ": " + debs);
            return debs.get(0);
        }
    }

    /** What {@code dpkg-deb ARGUMENTS… DEB} prints; it must succeed. */
    static String dpkgDeb(Path dir, String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of("dpkg-deb"));
        command.addAll(List.of(arguments));
        command.add(file().toString());
        return succeeded(dir, command).out();
    }

    /** Unpacks the package into {@code root}, as installing it would lay it out under /. */
    static Path extract(Path root) throws Exception {
        succeeded(root.getParent(), List.of("dpkg-deb", "-x", file().toString(), root.toString()));
        return root;
    }

    static LauncherRun succeeded(Path dir, List<String> command) throws Exception {
        LauncherRun run = LauncherRun.of(dir, Map.of(), command);
        assertEquals(0, run.exitCode(), command + "\n" + run);
        return run;
    }
}
