package dev.ralphdesk.app.bench;

import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** What the benchmarks need to start a child JVM on the test class path. */
final class ChildJvm {
    private ChildJvm() {
    }

    /** The java binary of the JDK running the benchmark. */
    static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The test class path (surefire puts it in a property; the forked JVM's own may be a manifest jar). */
    static List<String> classPath() {
        String path = System.getProperty("surefire.test.class.path");
        if (path == null || path.isBlank()) {
            path = System.getProperty("java.class.path");
        }
        return Arrays.stream(path.split(File.pathSeparator)).filter(p -> !p.isBlank()).toList();
    }
}
