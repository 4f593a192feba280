package dev.ralphdesk.app.bench;

import java.util.List;
import java.util.stream.Stream;

/**
 * Turns what a training start dumped ({@code -XX:DumpLoadedClassList}) into the bundled
 * {@code startup.classlist}: the classes of the JDK, of JavaFX, of the application and of its
 * libraries, the ones the window's class-data archive holds. The benchmark's own classes (not on the
 * application's class path), generated proxies and the dump's comments are dropped; lambda-form
 * lines are kept.
 */
final class StartupClassList {
    private static final List<String> LEFT_OUT = List.of("jdk/proxy", "com/sun/proxy/", "dev/ralphdesk/app/bench/");

    private StartupClassList() {
    }

    static List<String> filter(Stream<String> dumped) {
        return dumped.map(String::strip).filter(StartupClassList::keep).toList();
    }

    private static boolean keep(String line) {
        if (line.isEmpty() || line.startsWith("#")) {
            return false;
        }
        if (line.startsWith("@lambda-form-invoker")) {
            return true;
        }
        if (line.startsWith("@lambda-proxy ")) {
            return archivable(line.split(" ")[1]);
        }
        return !line.startsWith("@") && archivable(line.split(" ")[0]);
    }

    private static boolean archivable(String name) {
        return LEFT_OUT.stream().noneMatch(name::startsWith);
    }
}
