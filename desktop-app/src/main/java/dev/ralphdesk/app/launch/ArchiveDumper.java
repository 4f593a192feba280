package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.file.Path;

/** Writes a class-data archive of the classes a class list names; the log gets whatever the dump printed. */
@FunctionalInterface
public interface ArchiveDumper {

    /** @throws IOException when no usable archive was written to {@code target} */
    void dump(Path classList, Path target, Path log) throws IOException;
}
