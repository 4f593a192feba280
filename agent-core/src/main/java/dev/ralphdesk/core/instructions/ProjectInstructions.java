package dev.ralphdesk.core.instructions;

import java.util.List;
import java.util.Locale;

/**
 * The project instructions in effect for a workspace, outermost file first, and their text as the
 * system prompt's section: labelled as written by the person, each file quoted, the cut said plainly.
 */
public record ProjectInstructions(List<InstructionFile> files) {
    private static final String TAG = "project-instructions";

    public ProjectInstructions {
        files = List.copyOf(files);
    }

    public boolean isEmpty() {
        return files.isEmpty();
    }

    /** Whether the size cap cut any file. */
    public boolean cut() {
        return files.stream().anyMatch(InstructionFile::cut);
    }

    /** The system prompt's section; empty when there are no instruction files. */
    public String section() {
        if (files.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("# Project instructions\n\n"
                + "The person who works in this workspace wrote these instructions for coding agents in the files "
                + "below (AGENTS.md or CLAUDE.md). They are quoted from the workspace: follow them where they apply "
                + "to the task, unless the person's own messages say otherwise. A file nearer the workspace comes "
                + "later and takes precedence over one above it.\n");
        for (InstructionFile file : files) {
            out.append("\n<").append(TAG).append(" file=\"").append(file.shownAs().replace("\"", "'")).append("\">\n")
                    .append(quoted(file.text()).stripTrailing()).append("\n</").append(TAG).append(">\n");
            if (file.cut()) {
                out.append(String.format(Locale.ROOT, "[%s was cut: only its first %,d of %,d bytes are included; "
                        + "project instructions are capped at %,d bytes in all.]%n", file.shownAs(),
                        file.text().getBytes(java.nio.charset.StandardCharsets.UTF_8).length, file.size(),
                        InstructionReader.MAX_BYTES));
            }
        }
        return out.toString().stripTrailing();
    }

    /** The text with anything that would close its quotation made harmless. */
    private static String quoted(String text) {
        return text.replace("</" + TAG, "<\\/" + TAG);
    }
}
