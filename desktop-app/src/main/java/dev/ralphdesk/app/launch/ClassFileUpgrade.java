package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites the class files of a jar older than Java 6 (class file version 50) as Java 8 ones (52), with the
 * stack map frames such a class file carries; run by {@code mvn package} on the laid-out application's jars
 * before its class-data archives are made (a build tool: ASM is on the build's class path only). Java 17
 * keeps a class of an older class file in an archive unverified and verifies it each time it is first
 * linked, with the old type-inferring verifier; the archive holds every newer class verified once, when it
 * is made. picocli's classes are Java 5 class files: a chat turn verified ~130 of them on the main thread
 * at every start, before its first request. Only the version and the frames change: the code, the names
 * and every other entry of the jar stay as they were. A jar with no such class is left untouched.
 */
public final class ClassFileUpgrade {
    /** The first class file version whose classes the archive keeps verified. */
    static final int VERIFIED_IN_ARCHIVE = Opcodes.V1_6;

    private ClassFileUpgrade() {
    }

    /** {@code ClassFileUpgrade JAR...}: upgrades each jar in place. */
    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            throw new IllegalArgumentException("usage: ClassFileUpgrade JAR...");
        }
        for (String jar : args) {
            int upgraded = upgrade(Path.of(jar));
            System.out.println(jar + ": " + upgraded + " class files upgraded to Java 8");
        }
    }

    /** Upgrades the jar in place; the number of class files rewritten (none: the jar is not touched). */
    static int upgrade(Path jar) throws IOException {
        Path upgraded = Files.createTempFile(jar.getParent(), jar.getFileName().toString(), ".tmp");
        int count = 0;
        try (JarFile in = new JarFile(jar.toFile(), false); URLClassLoader classes = loaderOf(jar);
                ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(upgraded))) {
            for (Enumeration<JarEntry> entries = in.entries(); entries.hasMoreElements();) {
                JarEntry entry = entries.nextElement();
                byte[] bytes = in.getInputStream(entry).readAllBytes();
                if (isOld(entry, bytes)) {
                    bytes = upgraded(bytes, classes);
                    count++;
                }
                copy(entry, bytes, out);
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(upgraded);
            throw e;
        }
        if (count == 0) {
            Files.delete(upgraded);
        } else {
            // a temporary file is its owner's alone: the jar keeps who may read it
            Files.setPosixFilePermissions(upgraded, Files.getPosixFilePermissions(jar));
            Files.move(upgraded, jar, StandardCopyOption.REPLACE_EXISTING);
        }
        return count;
    }

    private static boolean isOld(JarEntry entry, byte[] bytes) {
        return entry.getName().endsWith(".class") && bytes.length > 8
                && ((bytes[6] & 0xff) << 8 | bytes[7] & 0xff) < VERIFIED_IN_ARCHIVE;
    }

    /** The class file as a Java 8 one, its frames computed over the classes of its own jar and the JDK's. */
    private static byte[] upgraded(byte[] classFile, ClassLoader classes) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return classes;
            }
        };
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                    String[] interfaces) {
                super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
            }
        }, 0);
        return writer.toByteArray();
    }

    private static void copy(JarEntry entry, byte[] bytes, ZipOutputStream out) throws IOException {
        ZipEntry copy = new ZipEntry(entry.getName());
        copy.setTime(entry.getTime());
        out.putNextEntry(copy);
        out.write(bytes);
        out.closeEntry();
    }

    /** The jar's own classes, for the frames' common super classes (loaded, never initialised). */
    private static URLClassLoader loaderOf(Path jar) {
        try {
            return new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        } catch (MalformedURLException e) {
            throw new UncheckedIOException(e);
        }
    }
}
