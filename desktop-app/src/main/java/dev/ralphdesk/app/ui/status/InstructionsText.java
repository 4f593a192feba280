package dev.ralphdesk.app.ui.status;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.core.instructions.InstructionFile;
import dev.ralphdesk.core.instructions.ProjectInstructions;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The status bar's words for the project instructions in effect: "Instructions: AGENTS.md" (or "3
 * files", "… (cut)"), and for its tooltip every file with its full path and size. Pure.
 */
final class InstructionsText {
    private InstructionsText() {
    }

    static Message label(ProjectInstructions instructions) {
        if (instructions.isEmpty()) {
            return Message.NONE;
        }
        Message files = instructions.files().size() == 1
                ? Message.of("status.instructions.one", instructions.files().get(0).shownAs())
                : Message.of("status.instructions.many", instructions.files().size());
        return instructions.cut() ? Message.of("status.instructions.cut", files) : files;
    }

    static Message detail(ProjectInstructions instructions) {
        if (instructions.isEmpty()) {
            return Message.NONE;
        }
        Message lines = Message.of("status.instructions.detail");
        for (InstructionFile file : instructions.files()) {
            String size = String.format(Locale.ROOT, "%,d", file.size());
            Message line = file.cut()
                    ? Message.of("status.instructions.fileCut", file.path().toString(), size, String.format(Locale.ROOT,
                            "%,d", file.text().getBytes(StandardCharsets.UTF_8).length))
                    : Message.of("status.instructions.file", file.path().toString(), size);
            lines = Message.of("status.instructions.lines", lines, line);
        }
        return lines;
    }
}
