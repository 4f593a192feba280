package dev.ralphdesk.app.ui.transcript;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.ToolCard;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.ToolStatus;
import org.junit.jupiter.api.Test;

/** A tool card's folded line: {@code $ command} for the shell, status and exit in the UI's language. */
class ToolHeadlineTest {
    private static ToolCard card(String name, String arguments, ToolStatus status, Integer exit) {
        return new ToolCard("t1", "c1", name, arguments, status, exit, "", 0, null, 0);
    }

    @Test
    void aShellCallShowsItsCommandAndExitStatusNotItsJson() {
        ToolCard shell = card("shell", "{\"command\":\"sh greet.sh Ada\"}", ToolStatus.OK, 0);
        assertEquals("$ sh greet.sh Ada · ok · exit 0", Texts.of("en").format(shell.headline()));
        assertEquals("$ sh greet.sh Ada · 成功 · 退出码 0", Texts.of("zh").format(shell.headline()));
        assertEquals("sh greet.sh Ada", shell.command());
    }

    @Test
    void longArgumentsAreCutWithAnEllipsisOnOneLine() {
        String path = "a/".repeat(80) + "file.txt";
        String line = Texts.of("en").format(card("read_file", "{\"path\":\n\"" + path + "\"}", ToolStatus.RUNNING,
                null).headline());
        assertTrue(line.startsWith("read_file  {\"path\": \"a/a/"), line);
        assertTrue(line.endsWith("… · running"), line);
        assertFalse(line.contains("\n"));
    }

    @Test
    void aCancelledCallReadsCancelledAndAnUnparsableOneShowsItsText() {
        assertEquals("shell  {not json · cancelled", Texts.of("en").format(card("shell", "{not json",
                ToolStatus.CANCELLED, null).headline()));
    }

    @Test
    void onlyWebAndMailLinksAreOpened() {
        assertTrue(LinkOpener.opens("https://example.com/a?b=c"));
        assertTrue(LinkOpener.opens("mailto:ada@example.com"));
        assertFalse(LinkOpener.opens("file:///etc/passwd"));
        assertFalse(LinkOpener.opens("javascript:alert(1)"));
        assertFalse(LinkOpener.opens("relative/path"));
        assertFalse(LinkOpener.opens("http://bad host"));
        assertFalse(new LinkOpener(LinkOpener.XDG_OPEN, Runnable::run).open("file:///etc/passwd"));
    }
}
