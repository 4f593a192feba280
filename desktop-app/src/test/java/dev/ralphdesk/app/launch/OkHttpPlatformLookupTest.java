package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

class OkHttpPlatformLookupTest {
    private static final String ENTRY = OkHttpPlatformLookup.REGISTRY + ".class";

    @TempDir
    Path dir;

    /**
     * The laid-out OkHttp asks the JDK for no security provider as it chooses its platform, and chooses the one
     * the library chose before on this class path: the JDK's own.
     */
    @Test
    void okHttpChoosesTheJdksPlatformWithoutAskingForTheSecurityProviders() throws Exception {
        Path jar = layout();

        OkHttpPlatformLookup.rewrite(dir);

        byte[] registry = JarEntries.of(jar).get(ENTRY);
        assertEquals(List.of(), securityCalls(registry), "calls to java.security.Security");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL(), jarOf(okio.Buffer.class)
                .toUri().toURL(), jarOf(kotlin.Unit.class).toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            // as a client asks for it: Platform's initialisation asks the registry
            Object companion = loader.loadClass("okhttp3.internal.platform.Platform").getField("Companion").get(null);
            Object platform = companion.getClass().getMethod("get").invoke(companion);
            assertEquals("okhttp3.internal.platform.Jdk9Platform", platform.getClass().getName());
        }
    }

    /** Only the registry's class changes: every other entry of the jar stays as it was. */
    @Test
    void everyOtherEntryOfTheJarStaysAsItWas() throws Exception {
        Path jar = layout();
        Map<String, byte[]> before = JarEntries.of(jar);

        OkHttpPlatformLookup.rewrite(dir);

        Map<String, byte[]> after = JarEntries.of(jar);
        assertEquals(List.copyOf(before.keySet()), List.copyOf(after.keySet()));
        before.forEach((name, bytes) -> {
            if (!name.equals(ENTRY)) {
                assertArrayEquals(bytes, after.get(name), name);
            }
        });
    }

    /** Where a platform's library could be loaded its provider could be the first: the build fails. */
    @Test
    void aLayoutWithAnotherPlatformsLibraryFailsTheBuild() throws Exception {
        Path jar = layout();
        byte[] before = Files.readAllBytes(jar);
        Path ui = Files.createDirectories(dir.resolve("ui"));
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(ui.resolve("conscrypt.jar")))) {
            out.putNextEntry(new JarEntry("org/conscrypt/Conscrypt$Version.class"));
            out.closeEntry();
        }

        IllegalStateException failure = assertThrows(IllegalStateException.class,
                () -> OkHttpPlatformLookup.rewrite(dir));

        assertEquals(true, failure.getMessage().contains("org.conscrypt.Conscrypt$Version (conscrypt.jar)"),
                failure.getMessage());
        assertArrayEquals(before, Files.readAllBytes(jar));
    }

    /** A registry without the checks this rewrite knows (here: one rewritten already) fails the build. */
    @Test
    void aRegistryWithoutTheKnownChecksFailsTheBuild() throws Exception {
        layout();
        OkHttpPlatformLookup.rewrite(dir);

        assertThrows(IllegalStateException.class, () -> OkHttpPlatformLookup.rewrite(dir));
    }

    /**
     * A registry that differs by one byte from the one the rewrite was read against fails it, however its code
     * looks: another OkHttp's checks may do more than the rewrite would drop.
     */
    @Test
    void aRegistryDifferingByOneByteFailsTheRewrite() throws Exception {
        byte[] registry;
        try (JarFile jar = new JarFile(jarOf(okhttp3.OkHttpClient.class).toFile())) {
            registry = jar.getInputStream(jar.getEntry(OkHttpPlatformLookup.REGISTRY + ".class")).readAllBytes();
        }
        OkHttpPlatformLookup.rewritten(registry.clone()); // as it is: rewritten

        registry[registry.length / 2] ^= 1;
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> OkHttpPlatformLookup.rewritten(registry));
        assertTrue(refused.getMessage().contains("not the class this rewrite was read against"), refused.getMessage());
    }

    /** {@code lib/} holding a copy of OkHttp's jar, as {@code mvn package} lays it out. */
    private Path layout() throws IOException, URISyntaxException {
        Path lib = Files.createDirectories(dir.resolve("lib"));
        return Files.copy(jarOf(okhttp3.OkHttpClient.class), lib.resolve("okhttp-jvm-5.5.1.jar"));
    }

    private static Path jarOf(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static List<String> securityCalls(byte[] classFile) {
        List<String> calls = new ArrayList<>();
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String called, String calledDescriptor,
                            boolean isInterface) {
                        if (owner.equals("java/security/Security")) {
                            calls.add(name + " -> " + called);
                        }
                    }
                };
            }
        }, 0);
        return calls;
    }
}
