package dev.ralphdesk.app.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.UiFixture;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.core.export.ExportFormat;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.secret.SecretScan;
import dev.ralphdesk.core.testing.Scripts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File → Export…: the open session written in the background, then a notice naming the file or the reason. */
class ExportViewModelTest {
    @TempDir
    Path dir;
    private UiFixture fixture;
    private final List<EndNotice> told = new ArrayList<>();

    private ExportViewModel openedSession(String message) {
        fixture = new UiFixture(dir, List.of(Scripts.text("Noted.")));
        ExportViewModel export = new ExportViewModel(fixture.harness, SecretScan.shapes(), fixture.ui,
                fixture.workbench.current()::get);
        fixture.workbench.sessions().create(dir, fixture.workbench::open);
        fixture.workbench.composer().text().set(message);
        fixture.workbench.composer().send();
        return export;
    }

    @AfterEach
    void close() {
        if (fixture != null) {
            fixture.close();
        }
    }

    @Test
    void theOpenSessionIsWrittenInTheFormatOfTheExtensionAndTheNoticeNamesTheFile() throws Exception {
        ExportViewModel export = openedSession("remember sk-PLANTEDabcdefghijklmnop");
        Path md = dir.resolve("notes.md");
        export.export(md, ExportFormat.JSON, told::add);
        assertEquals(List.of(new EndNotice(Message.of("export.done.title"), Message.of("export.done", md.toString()),
                EndNotice.Kind.COMPLETE)), told);
        String text = Files.readString(md);
        assertTrue(text.contains("## You\n\nremember [redacted]"), text);
        assertTrue(text.contains("Noted."), text);
        Path json = dir.resolve("events");
        export.export(json, ExportFormat.JSON, told::add);
        assertEquals("ralph-desk-session", Json.mapper().readTree(Files.readString(json)).get("format").asText());
        assertFalse(Files.readString(json).contains("sk-PLANTED"));
    }

    @Test
    void aFileThatCannotBeWrittenIsAFailedNoticeWithTheReason() {
        ExportViewModel export = openedSession("hello");
        Path target = dir.resolve("missing/out.md");
        export.export(target, ExportFormat.MD, told::add);
        assertEquals(List.of(new EndNotice(Message.of("export.failed.title"), Message.verbatim("cannot write " + target
                + ": the folder " + target.getParent() + " does not exist"), EndNotice.Kind.FAILED)), told);
        assertFalse(Files.exists(target.getParent()));
    }

    @Test
    void withNoSessionOpenNothingIsWritten() {
        fixture = new UiFixture(dir, List.of());
        ExportViewModel export = new ExportViewModel(fixture.harness, SecretScan.shapes(), fixture.ui,
                fixture.workbench.current()::get);
        assertFalse(export.available());
        export.export(dir.resolve("x.md"), ExportFormat.MD, told::add);
        assertEquals(List.of(ExportViewModel.noSession()), told);
        assertFalse(Files.exists(dir.resolve("x.md")));
    }
}
