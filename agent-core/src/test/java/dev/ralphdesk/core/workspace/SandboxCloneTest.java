package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A sandbox's clones are read from its started process's task file ({@link SandboxClone#children}), one small
 * read where the JDK walks every process's {@code /proc} entry: the same processes, for a single-threaded
 * process as bubblewrap and bash are.
 */
class SandboxCloneTest {

    @Test
    void theChildrenReadFromTheTaskFileAreTheOnesTheJdkFinds() throws Exception {
        Process parent = new ProcessBuilder("bash", "-c", "sleep 60 & sleep 60 & echo up; wait").start();
        try {
            assertEquals('u', parent.getInputStream().read(), "both children started");

            List<ProcessHandle> read = SandboxClone.children(parent.toHandle());

            assertEquals(2, read.size(), read.toString());
            assertEquals(parent.children().map(ProcessHandle::pid).sorted().toList(),
                    read.stream().map(ProcessHandle::pid).sorted().toList());
        } finally {
            parent.descendants().forEach(ProcessHandle::destroyForcibly);
            parent.destroyForcibly();
        }
    }
}
