package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites OkHttp's {@code PlatformRegistry} in the laid-out jar so that choosing its platform loads no
 * security provider; run by {@code mvn package} before the class-data archives are made (a build tool: ASM
 * is on the build's class path only). OkHttp's first client asks three times whether Conscrypt, Bouncy
 * Castle or OpenJSSE is the JVM's first provider ({@code Security.getProviders()[0]}), and
 * {@code getProviders()} loads every provider the JDK lists — twelve, ~17 ms of CPU on the model's worker
 * while both cores are busy with a command's start, even for an {@code http://} endpoint. The answer changes
 * nothing where those libraries are not on the class path: each of the three platforms is made only when
 * its library's class loads ({@code buildIfSupported}), else OkHttp goes on to the next and ends with the
 * JDK's own ({@code Jdk9Platform}) either way. So the three checks answer {@code false}, and the rewrite
 * fails the build when any jar of the layout ({@code lib/}, {@code javafx/}, {@code ui/}) or the JDK holds one
 * of those classes, or when the class is not the one it knows (another OkHttp version). Every other class and
 * entry of the jar stays as it was. TLS itself is untouched: its context still comes from the JDK's first
 * provider that has one.
 */
public final class OkHttpPlatformLookup {
    static final String REGISTRY = "okhttp3/internal/platform/PlatformRegistry";
    /** Each check, the provider name it compares the first provider's with, and its platform's library class. */
    static final Map<String, List<String>> CHECKS = Map.of(
            "isConscryptPreferred", List.of("Conscrypt", "org.conscrypt.Conscrypt$Version"),
            "isBouncyCastlePreferred", List.of("BC", "org.bouncycastle.jsse.provider.BouncyCastleJsseProvider"),
            "isOpenJSSEPreferred", List.of("OpenJSSE", "org.openjsse.net.ssl.OpenJSSE"));
    private static final List<String> FOLDERS = List.of("lib", "javafx", "ui");
    /**
     * SHA-256 of the one {@code PlatformRegistry} this rewrite was read against (OkHttp 5.5.1's): a class that
     * differs by a byte — another OkHttp, whose checks may do more than this rewrite would drop — fails the
     * build, to be looked at again, rather than be rewritten by the shape of its code alone.
     */
    static final String KNOWN_REGISTRY = "afe02e990b9b783faa9c65512c63bb97fcb737571e8f5201ebbcce0e0c672bea";

    private OkHttpPlatformLookup() {
    }

    /** {@code OkHttpPlatformLookup APPDIR}: rewrites the layout's OkHttp jar in place. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: OkHttpPlatformLookup APPDIR");
        }
        Path jar = rewrite(Path.of(args[0]));
        System.out.println(jar + ": " + REGISTRY + " chooses OkHttp's platform without loading security providers");
    }

    /** Rewrites the OkHttp jar of the layout in {@code appDir} and returns it. */
    static Path rewrite(Path appDir) throws IOException {
        List<String> present = librariesIn(appDir);
        if (!present.isEmpty()) {
            throw new IllegalStateException("OkHttp could choose another platform here: " + present
                    + " can be loaded; the rewrite of " + REGISTRY + " must be looked at again");
        }
        List<Path> jars;
        try (Stream<Path> files = Files.list(appDir.resolve("lib"))) {
            jars = files.filter(f -> f.getFileName().toString().matches("okhttp-jvm-.*\\.jar")).toList();
        }
        if (jars.size() != 1) {
            throw new IllegalStateException("not one OkHttp jar in " + appDir.resolve("lib") + ": " + jars);
        }
        JarEntryRewrite.rewrite(jars.get(0), REGISTRY + ".class", OkHttpPlatformLookup::rewritten);
        return jars.get(0);
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }

    /** The platforms' library classes that the JDK or a jar of the layout holds. */
    static List<String> librariesIn(Path appDir) throws IOException {
        List<String> present = new ArrayList<>();
        for (List<String> check : CHECKS.values()) {
            String entry = check.get(1).replace('.', '/') + ".class";
            if (ClassLoader.getPlatformClassLoader().getResource(entry) != null) {
                present.add(check.get(1) + " (the JDK)");
            }
        }
        for (String folder : FOLDERS) {
            Path dir = appDir.resolve(folder);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.list(dir)) {
                for (Path jar : files.filter(f -> f.toString().endsWith(".jar")).sorted().toList()) {
                    present.addAll(librariesInJar(jar));
                }
            }
        }
        return present;
    }

    private static List<String> librariesInJar(Path jar) {
        try (JarFile file = new JarFile(jar.toFile(), false)) {
            return CHECKS.values().stream().map(check -> check.get(1))
                    .filter(name -> file.getEntry(name.replace('.', '/') + ".class") != null)
                    .map(name -> name + " (" + jar.getFileName() + ")").toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The class with each check's code replaced by {@code return false}: only where the check is the code this
     * rewrite knows — {@code Security.getProviders()}, its first element's name compared with the library's
     * provider name — and all three are there.
     */
    static byte[] rewritten(byte[] classFile) {
        String digest = sha256(classFile);
        if (!digest.equals(KNOWN_REGISTRY)) {
            throw new IllegalStateException(REGISTRY + " is not the class this rewrite was read against (SHA-256 "
                    + digest + ", not " + KNOWN_REGISTRY + "): another OkHttp? Read its checks again");
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        List<String> known = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                MethodVisitor method = super.visitMethod(access, name, descriptor, signature, exceptions);
                List<String> check = CHECKS.get(name);
                if (check == null) {
                    return method;
                }
                if (!descriptor.equals("()Z")) {
                    unknown.add(name + descriptor);
                    return method;
                }
                method.visitCode();
                method.visitInsn(Opcodes.ICONST_0);
                method.visitInsn(Opcodes.IRETURN);
                method.visitMaxs(0, 0);
                method.visitEnd();
                // the old code is read, not written: it must be the check this rewrite knows
                return new MethodVisitor(Opcodes.ASM9) {
                    private boolean providers;
                    private boolean compared;

                    @Override
                    public void visitMethodInsn(int opcode, String owner, String called, String calledDescriptor,
                            boolean isInterface) {
                        providers |= opcode == Opcodes.INVOKESTATIC && owner.equals("java/security/Security")
                                && called.equals("getProviders") && calledDescriptor.equals(
                                        "()[Ljava/security/Provider;");
                    }

                    @Override
                    public void visitLdcInsn(Object value) {
                        compared |= check.get(0).equals(value);
                    }

                    @Override
                    public void visitEnd() {
                        (providers && compared ? known : unknown).add(name);
                    }
                };
            }
        }, 0);
        if (known.size() != CHECKS.size() || !unknown.isEmpty()) {
            throw new IllegalStateException(REGISTRY + " is not the class this rewrite knows: checks " + known
                    + " as expected, " + unknown + " not");
        }
        return writer.toByteArray();
    }
}
