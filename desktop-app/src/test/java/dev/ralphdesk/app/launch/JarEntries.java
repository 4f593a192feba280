package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/** A jar's entries as the build's rewrites leave them: name to bytes, in the jar's order. */
final class JarEntries {
    private JarEntries() {
    }

    static Map<String, byte[]> of(Path jar) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (JarFile file = new JarFile(jar.toFile(), false)) {
            for (JarEntry entry : Collections.list(file.entries())) {
                entries.put(entry.getName(), file.getInputStream(entry).readAllBytes());
            }
        }
        return entries;
    }
}
