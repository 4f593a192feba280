package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.sqlite.SQLiteConfig;

class DeferredDateFormatTest {
    private static final String FORMAT = "org.sqlite.date.FastDateFormat";

    @TempDir
    Path dir;

    /**
     * The driver's configuration, as every connection makes it, makes no date format (the JDK's first
     * {@code Calendar}); the format asked for is made then, from the pattern set — the default one, or
     * one set later — as the driver made it before.
     */
    @Test
    void theDriversDateFormatIsMadeWhenFirstAskedForNotWithItsConfiguration() throws Exception {
        Path jar = Files.copy(sqliteJar(), dir.resolve("sqlite-jdbc.jar"));

        DeferredDateFormat.rewrite(jar);

        try (Loader loader = new Loader(jar)) {
            Object config = loader.loadClass("org.sqlite.SQLiteConfig").getConstructor().newInstance();
            Object connection = config.getClass().getMethod("newConnectionConfig").invoke(config);
            assertFalse(loader.loaded(FORMAT), "a date format was made with the configuration");

            assertEquals("yyyy-MM-dd HH:mm:ss.SSS", pattern(connection));
            assertTrue(loader.loaded(FORMAT));
            connection.getClass().getMethod("setDateStringFormat", String.class).invoke(connection, "yyyy-MM-dd");
            assertEquals("yyyy-MM-dd", pattern(connection));
            Object copy = connection.getClass().getMethod("copyConfig").invoke(connection);
            assertEquals("yyyy-MM-dd", pattern(copy));
        }
    }

    /** Only the configuration's class changes: every other entry of the jar stays as it was, in its order. */
    @Test
    void everyOtherEntryOfTheJarStaysAsItWas() throws Exception {
        Path jar = Files.copy(sqliteJar(), dir.resolve("sqlite-jdbc.jar"));
        Files.setPosixFilePermissions(jar, PosixFilePermissions.fromString("rw-r--r--"));
        Map<String, byte[]> before = JarEntries.of(jar);

        DeferredDateFormat.rewrite(jar);

        Map<String, byte[]> after = JarEntries.of(jar);
        assertEquals(List.copyOf(before.keySet()), List.copyOf(after.keySet()), "the entries, in order");
        for (Map.Entry<String, byte[]> entry : after.entrySet()) {
            if (!entry.getKey().equals(DeferredDateFormat.CONFIG + ".class")) {
                assertArrayEquals(before.get(entry.getKey()), entry.getValue(), entry.getKey());
            }
        }
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(jar)));
        assertEquals(List.of(jar), Files.list(dir).toList(), "a temporary file was left");
    }

    /** Another driver whose class no longer has the code rewritten here fails the build, its jar untouched. */
    @Test
    void aDriverWhoseClassIsNotTheOneKnownFailsTheBuild() throws Exception {
        Path jar = dir.resolve("other.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry(DeferredDateFormat.CONFIG + ".class"));
            try (var in = SQLiteConfig.class.getResourceAsStream("SQLiteConfig.class")) {
                in.transferTo(out); // a class without the date format's making
            }
        }
        byte[] before = Files.readAllBytes(jar);

        assertThrows(IllegalStateException.class, () -> DeferredDateFormat.rewrite(jar));

        assertArrayEquals(before, Files.readAllBytes(jar));
        assertEquals(List.of(jar), Files.list(dir).toList(), "a temporary file was left");
    }

    /** A jar without the driver's configuration class fails the build too. */
    @Test
    void aJarWithoutTheConfigurationFailsTheBuild() throws Exception {
        Path jar = dir.resolve("empty.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("README"));
        }

        assertThrows(IllegalStateException.class, () -> DeferredDateFormat.rewrite(jar));
    }

    /**
     * Another driver whose configuration reads its format elsewhere than in the getter (a copy of it, a
     * statement of the driver's) would see it empty there: the rewrite fails the build for it too.
     */
    @Test
    void aDriverThatReadsTheFormatElsewhereFailsTheBuild() throws Exception {
        byte[] reading = withAMethodReadingTheFormat(configClass());

        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> DeferredDateFormat.deferred(reading));

        assertTrue(refused.getMessage().contains("1 uses of dateFormat besides getDateFormat()"), refused.getMessage());
    }

    /** And one whose format field other classes may read (not private). */
    @Test
    void aDriverWhoseFormatFieldIsNotPrivateFailsTheBuild() throws Exception {
        byte[] open = withTheFormatFieldNotPrivate(configClass());

        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> DeferredDateFormat.deferred(open));

        assertTrue(refused.getMessage().contains("no private field dateFormat"), refused.getMessage());
    }

    private static String pattern(Object connectionConfig) throws ReflectiveOperationException {
        Object format = connectionConfig.getClass().getMethod("getDateFormat").invoke(connectionConfig);
        return (String) format.getClass().getMethod("getPattern").invoke(format);
    }

    /** The driver's configuration class as the test's class path has it (not rewritten). */
    private static byte[] configClass() throws IOException {
        try (InputStream in = SQLiteConfig.class.getResourceAsStream("SQLiteConnectionConfig.class")) {
            return in.readAllBytes();
        }
    }

    /** The class with one more method, {@code peek()}, that returns the format's field as it is. */
    private static byte[] withAMethodReadingTheFormat(byte[] classFile) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public void visitEnd() {
                MethodVisitor peek = super.visitMethod(Opcodes.ACC_PUBLIC, "peek", "()Ljava/lang/Object;", null, null);
                peek.visitCode();
                peek.visitVarInsn(Opcodes.ALOAD, 0);
                peek.visitFieldInsn(Opcodes.GETFIELD, DeferredDateFormat.CONFIG, "dateFormat",
                        "Lorg/sqlite/date/FastDateFormat;");
                peek.visitInsn(Opcodes.ARETURN);
                peek.visitMaxs(0, 0);
                peek.visitEnd();
                super.visitEnd();
            }
        }, 0);
        return writer.toByteArray();
    }

    /** The class with its format's field package-private instead of private. */
    private static byte[] withTheFormatFieldNotPrivate(byte[] classFile) {
        ClassWriter writer = new ClassWriter(0);
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public FieldVisitor visitField(int access, String name, String descriptor, String signature,
                    Object value) {
                int opened = name.equals("dateFormat") ? access & ~Opcodes.ACC_PRIVATE : access;
                return super.visitField(opened, name, descriptor, signature, value);
            }
        }, 0);
        return writer.toByteArray();
    }

    private static Path sqliteJar() throws URISyntaxException {
        return Path.of(SQLiteConfig.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** The jar's classes alone (the JDK's beside them), telling which it has loaded. */
    private static final class Loader extends URLClassLoader {
        Loader(Path jar) throws IOException {
            super(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        }

        boolean loaded(String name) {
            return findLoadedClass(name) != null;
        }
    }
}
