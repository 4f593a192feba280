package dev.ralphdesk.app.ui.status;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.instructions.InstructionFile;
import dev.ralphdesk.core.instructions.ProjectInstructions;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class InstructionsTextTest {
    private static final Texts EN = Texts.of("en");
    private static final Texts ZH = Texts.of("zh");

    @Test
    void severalFilesOneCutAreNamedWithTheirPathsAndSizes() {
        ProjectInstructions found = new ProjectInstructions(List.of(
                new InstructionFile(Path.of("/repo/AGENTS.md"), "../AGENTS.md", "x".repeat(2_768), 40_000, true),
                new InstructionFile(Path.of("/repo/app/AGENTS.md"), "AGENTS.md", "y".repeat(30_000), 30_000, false)));

        assertEquals("Instructions: 2 files (cut)", EN.format(InstructionsText.label(found)));
        assertEquals("项目说明：2 个文件（已截断）", ZH.format(InstructionsText.label(found)));
        assertEquals("""
                Project instructions in effect, read again at every turn:
                /repo/AGENTS.md (40,000 bytes; cut to the first 2,768: the instructions are capped at 32 KiB)
                /repo/app/AGENTS.md (30,000 bytes)""", EN.format(InstructionsText.detail(found)));
        assertEquals("""
                生效的项目说明（每个回合重新读取）：
                /repo/AGENTS.md（40,000 字节；只取前 2,768 字节：项目说明总共最多 32 KiB）
                /repo/app/AGENTS.md（30,000 字节）""", ZH.format(InstructionsText.detail(found)));
    }

    @Test
    void noInstructionsShowNothing() {
        ProjectInstructions none = new ProjectInstructions(List.of());
        assertEquals(Message.NONE, InstructionsText.label(none));
        assertEquals(Message.NONE, InstructionsText.detail(none));
    }
}
