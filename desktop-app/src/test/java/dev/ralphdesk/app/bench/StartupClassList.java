package dev.ralphdesk.app.bench;

import java.util.List;
import java.util.stream.Stream;

/**
 * Turns what a training start dumped ({@code -XX:DumpLoadedClassList}) into the bundled
 * {@code startup.classlist}: only the JDK's and JavaFX's classes, the ones the window's class-data
 * archive holds (it is made without the application's class path, so it fits any). Generated
 * proxies and the dump's own comments are dropped; lambda-form lines are kept.
 */
final class StartupClassList {
    private static final List<String> ARCHIVABLE = List.of("java/", "javax/", "jdk/", "sun/", "com/sun/", "javafx/");
    private static final List<String> GENERATED = List.of("jdk/proxy", "com/sun/proxy/");

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
        return ARCHIVABLE.stream().anyMatch(name::startsWith) && GENERATED.stream().noneMatch(name::startsWith);
    }
}
