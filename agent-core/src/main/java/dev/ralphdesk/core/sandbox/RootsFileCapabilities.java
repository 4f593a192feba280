package dev.ralphdesk.core.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The capabilities a command run as root keeps in its sandbox: root's power over files — passing their
 * permission checks, acting as their owner, giving them an owner — where the mounts decide what it may
 * write. Not {@code CAP_DAC_READ_SEARCH}, whose {@code open_by_handle_at} reaches files beneath the mounts
 * that hide them, nor {@code CAP_SYS_ADMIN} (mounts) or {@code CAP_MKNOD}. Only those this process holds
 * are asked for: bubblewrap asked to add one outside its bounding set leaves the command all of root's
 * other capabilities instead of none.
 */
final class RootsFileCapabilities {
    private static final List<Capability> FILES = List.of(new Capability("CAP_CHOWN", 0),
            new Capability("CAP_DAC_OVERRIDE", 1), new Capability("CAP_FOWNER", 3));

    /** A capability by its name and number (linux/capability.h). */
    private record Capability(String name, int number) {
    }

    private RootsFileCapabilities() {
    }

    /** Those this process holds, from {@code /proc/self/status}; none when it cannot be read. */
    static List<String> held() {
        try {
            return held(Files.readString(Path.of("/proc/self/status")));
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** Those a process holds, permitted and in its bounding set, by its {@code status} text. */
    static List<String> held(String status) {
        long held = mask(status, "CapPrm:") & mask(status, "CapBnd:");
        return FILES.stream().filter(capability -> (held >>> capability.number() & 1) == 1).map(Capability::name)
                .toList();
    }

    private static long mask(String status, String field) {
        return status.lines().filter(line -> line.startsWith(field)).findFirst()
                .map(line -> Long.parseUnsignedLong(line.substring(field.length()).strip(), 16)).orElse(0L);
    }
}
