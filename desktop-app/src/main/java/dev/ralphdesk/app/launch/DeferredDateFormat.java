package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites sqlite-jdbc's {@code SQLiteConnectionConfig} in the laid-out jar so that its date format is made
 * when it is first asked for ({@code getDateFormat()}), not with every connection's configuration; run by
 * {@code mvn package} before the class-data archives are made (a build tool: ASM is on the build's class
 * path only). Its constructor and {@code setDateStringFormat} made a {@code FastDateFormat} at once, which is
 * the JDK's first {@code Calendar} and its locale data (~25-35 ms of a command's start-up thread, for which
 * the composition waited before it opened the store), and the store never uses it: it reads and writes its
 * own times, never a JDBC date. The pattern is still kept as it was set, and the format made from it on
 * first use is the one the driver made before. Only these three methods change: every other class and
 * entry of the jar stays as it was. A jar without that class, or one whose class no longer has the code
 * rewritten here (another driver version), fails the build: the rewrite must then be looked at again.
 */
public final class DeferredDateFormat {
    static final String CONFIG = "org/sqlite/SQLiteConnectionConfig";
    private static final String ENTRY = CONFIG + ".class";
    private static final String FORMAT = "org/sqlite/date/FastDateFormat";
    private static final String FORMAT_TYPE = "L" + FORMAT + ";";
    private static final String GET_INSTANCE = "(Ljava/lang/String;)" + FORMAT_TYPE;
    private static final String FIELD = "dateFormat";
    private static final String PATTERN = "dateStringFormat";

    private DeferredDateFormat() {
    }

    /** {@code DeferredDateFormat JAR}: rewrites sqlite-jdbc's jar in place. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: DeferredDateFormat SQLITE-JDBC-JAR");
        }
        rewrite(Path.of(args[0]));
        System.out.println(args[0] + ": the date format of " + CONFIG + " is made at its first use");
    }

    /** Rewrites the jar in place; an {@link IllegalStateException} when its class is not the one expected. */
    static void rewrite(Path jar) throws IOException {
        JarEntryRewrite.rewrite(jar, ENTRY, DeferredDateFormat::deferred);
    }

    /**
     * The class with its date format made on first use: where the constructor and {@code setDateStringFormat}
     * made it ({@code FastDateFormat.getInstance(pattern)} into the field), the field is cleared instead, and
     * {@code getDateFormat()} makes it from the pattern when the field is empty. Only a class whose field is
     * private and read by that getter alone: any other read of it (a copy, a driver's statement) would now
     * see it empty, so another driver version that reads it elsewhere fails the build, as one whose format
     * is made elsewhere does.
     */
    static byte[] deferred(byte[] classFile) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        Seen seen = new Seen();
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public FieldVisitor visitField(int access, String name, String descriptor, String signature,
                    Object value) {
                seen.field(access, name, descriptor);
                return super.visitField(access, name, descriptor, signature, value);
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                MethodVisitor method = super.visitMethod(access, name, descriptor, signature, exceptions);
                if (name.equals("getDateFormat") && descriptor.equals("()" + FORMAT_TYPE)) {
                    seen.getter = true;
                    lazyGetter(method);
                    return null; // its old code is dropped
                }
                boolean making = name.equals("<init>") || name.equals("setDateStringFormat");
                return new MethodVisitor(Opcodes.ASM9, method) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String called, String calledDescriptor,
                            boolean isInterface) {
                        if (making && opcode == Opcodes.INVOKESTATIC && owner.equals(FORMAT)
                                && called.equals("getInstance") && calledDescriptor.equals(GET_INSTANCE)) {
                            // the pattern stays on the stack no longer; the field gets null instead of a format
                            super.visitInsn(Opcodes.POP);
                            super.visitInsn(Opcodes.ACONST_NULL);
                            seen.cleared++;
                            return;
                        }
                        super.visitMethodInsn(opcode, owner, called, calledDescriptor, isInterface);
                    }

                    @Override
                    public void visitFieldInsn(int opcode, String owner, String field, String fieldDescriptor) {
                        // stored where it is made; read, or stored anywhere else, it may now be empty there
                        if (owner.equals(CONFIG) && field.equals(FIELD) && !(making && opcode == Opcodes.PUTFIELD)) {
                            seen.elsewhere++;
                        }
                        super.visitFieldInsn(opcode, owner, field, fieldDescriptor);
                    }
                };
            }
        }, 0);
        List<String> unknown = seen.unknown();
        if (!unknown.isEmpty()) {
            throw new IllegalStateException(
                    CONFIG + " is not the class this rewrite knows: " + String.join(", ", unknown));
        }
        return writer.toByteArray();
    }

    /** What the rewrite found in the class, which must be what it knows. */
    private static final class Seen {
        int cleared;
        boolean getter;
        int elsewhere;
        boolean privateField;
        boolean pattern;

        void field(int access, String name, String descriptor) {
            if (name.equals(FIELD) && descriptor.equals(FORMAT_TYPE)) {
                privateField = (access & Opcodes.ACC_PRIVATE) != 0;
            } else if (name.equals(PATTERN) && descriptor.equals("Ljava/lang/String;")) {
                pattern = true;
            }
        }

        List<String> unknown() {
            List<String> unknown = new ArrayList<>();
            if (cleared != 2) {
                unknown.add(cleared + " formats made where 2 were expected");
            }
            if (!getter) {
                unknown.add("no getDateFormat()");
            }
            if (!privateField) {
                unknown.add("no private field " + FIELD + " (other classes could read it empty)");
            }
            if (!pattern) {
                unknown.add("no field " + PATTERN + " to make the format from");
            }
            if (elsewhere > 0) {
                unknown.add(elsewhere + " uses of " + FIELD + " besides getDateFormat() and its making");
            }
            return unknown;
        }
    }

    /** {@code if (dateFormat == null) dateFormat = FastDateFormat.getInstance(dateStringFormat); return dateFormat;} */
    private static void lazyGetter(MethodVisitor method) {
        method.visitCode();
        Label made = new Label();
        method.visitVarInsn(Opcodes.ALOAD, 0);
        method.visitFieldInsn(Opcodes.GETFIELD, CONFIG, FIELD, FORMAT_TYPE);
        method.visitJumpInsn(Opcodes.IFNONNULL, made);
        method.visitVarInsn(Opcodes.ALOAD, 0);
        method.visitVarInsn(Opcodes.ALOAD, 0);
        method.visitFieldInsn(Opcodes.GETFIELD, CONFIG, PATTERN, "Ljava/lang/String;");
        method.visitMethodInsn(Opcodes.INVOKESTATIC, FORMAT, "getInstance", GET_INSTANCE, false);
        method.visitFieldInsn(Opcodes.PUTFIELD, CONFIG, FIELD, FORMAT_TYPE);
        method.visitLabel(made);
        method.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
        method.visitVarInsn(Opcodes.ALOAD, 0);
        method.visitFieldInsn(Opcodes.GETFIELD, CONFIG, FIELD, FORMAT_TYPE);
        method.visitInsn(Opcodes.ARETURN);
        method.visitMaxs(0, 0);
        method.visitEnd();
    }
}
