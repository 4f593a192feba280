package dev.ralphdesk.core.instructions;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One project instruction file in effect: where it is, its name as the prompt shows it (relative to
 * the workspace, e.g. {@code AGENTS.md} or {@code ../AGENTS.md}), the text included, its size in bytes
 * and whether the text is only its beginning (the instructions' size cap cut it).
 */
public record InstructionFile(Path path, String shownAs, String text, long size, boolean cut) {
    public InstructionFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(shownAs, "shownAs");
        Objects.requireNonNull(text, "text");
    }
}
