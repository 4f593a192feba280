package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.function.UnaryOperator;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** One entry of a laid-out jar rewritten in place at build time; every other entry copied as it was. */
final class JarEntryRewrite {
    private JarEntryRewrite() {
    }

    /** Rewrites {@code entry} of {@code jar} in place; an {@link IllegalStateException} when it has none. */
    static void rewrite(Path jar, String entryName, UnaryOperator<byte[]> change) throws IOException {
        Path rewritten = Files.createTempFile(jar.getParent(), jar.getFileName().toString(), ".tmp");
        try {
            boolean found = false;
            try (JarFile in = new JarFile(jar.toFile(), false);
                    ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(rewritten))) {
                for (Enumeration<JarEntry> entries = in.entries(); entries.hasMoreElements();) {
                    JarEntry entry = entries.nextElement();
                    byte[] bytes = in.getInputStream(entry).readAllBytes();
                    if (entry.getName().equals(entryName)) {
                        bytes = change.apply(bytes);
                        found = true;
                    }
                    ZipEntry copy = new ZipEntry(entry.getName());
                    copy.setTime(entry.getTime());
                    out.putNextEntry(copy);
                    out.write(bytes);
                    out.closeEntry();
                }
            }
            if (!found) {
                throw new IllegalStateException(jar + " has no " + entryName);
            }
            // a temporary file is its owner's alone: the jar keeps who may read it
            Files.setPosixFilePermissions(rewritten, Files.getPosixFilePermissions(jar));
            Files.move(rewritten, jar, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(rewritten);
        }
    }
}
