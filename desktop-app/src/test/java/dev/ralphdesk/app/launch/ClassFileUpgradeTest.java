package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ClassFileUpgradeTest {
    @TempDir
    Path dir;

    /**
     * picocli's jar comes out with every class file a Java 8 one that the JVM's verifier (the type-checking
     * one, which needs the frames) accepts, and every other entry as it was, in the same order.
     */
    @Test
    void picocliComesOutAsJava8ClassFilesTheVerifierAcceptsAndNothingElseChanges() throws Exception {
        Path jar = Files.copy(picocliJar(), dir.resolve("picocli.jar"));
        Map<String, byte[]> before = JarEntries.of(jar);
        assertTrue(before.entrySet().stream().anyMatch(e -> isClass(e.getKey()) && version(e.getValue()) == 49),
                "picocli's jar has Java 5 class files");

        int upgraded = ClassFileUpgrade.upgrade(jar);

        Map<String, byte[]> after = JarEntries.of(jar);
        assertEquals(List.copyOf(before.keySet()), List.copyOf(after.keySet()), "the entries, in order");
        assertEquals(before.keySet().stream().filter(name -> isClass(name) && version(before.get(name)) < 50).count(),
                upgraded);
        List<String> classes = new ArrayList<>();
        for (Map.Entry<String, byte[]> entry : after.entrySet()) {
            if (isClass(entry.getKey()) && !entry.getKey().contains("module-info")) {
                assertEquals(52, version(entry.getValue()), entry.getKey());
                classes.add(entry.getKey().replace('/', '.').substring(0, entry.getKey().length() - ".class".length()));
            } else {
                assertArrayEquals(before.get(entry.getKey()), entry.getValue(), entry.getKey());
            }
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            for (String name : classes) {
                Class.forName(name, true, loader); // linked: verified, or a VerifyError
            }
        }
    }

    /** A jar with no class file older than Java 6 is not rewritten: its bytes stay as they were. */
    @Test
    void aJarWithoutOldClassFilesIsLeftAsItWas() throws Exception {
        Path jar = dir.resolve("modern.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("dev/ralphdesk/app/launch/ClassFileUpgrade.class"));
            try (var in = ClassFileUpgrade.class.getResourceAsStream("ClassFileUpgrade.class")) {
                in.transferTo(out);
            }
        }
        byte[] before = Files.readAllBytes(jar);

        assertEquals(0, ClassFileUpgrade.upgrade(jar));

        assertArrayEquals(before, Files.readAllBytes(jar));
        assertEquals(List.of(jar), Files.list(dir).toList(), "a temporary file was left");
    }

    /** The rewritten jar keeps the permissions of the one it replaces (readable by all, once installed). */
    @Test
    void theJarKeepsWhoMayReadIt() throws Exception {
        Path jar = Files.copy(picocliJar(), dir.resolve("picocli.jar"));
        Files.setPosixFilePermissions(jar, PosixFilePermissions.fromString("rw-r--r--"));

        ClassFileUpgrade.upgrade(jar);

        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(jar)));
    }

    private static Path picocliJar() throws URISyntaxException {
        return Path.of(CommandLine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static boolean isClass(String name) {
        return name.endsWith(".class");
    }

    private static int version(byte[] classFile) {
        return (classFile[6] & 0xff) << 8 | classFile[7] & 0xff;
    }
}
